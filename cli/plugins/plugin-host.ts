// The plugin host: runs a site's plugins, themes and presets through Docusaurus's lifecycle, once
// per locale as Docusaurus builds each locale, and hands the build what they gave as data
// (PluginOutputs): routes, global data, HTML tags, client modules, theme folders, paths to watch.
// The order is Docusaurus's: every plugin is created with its validated options, then all
// loadContent run, then the content is translated (getTranslationFiles, translateContent), then
// all contentLoaded (with actions), then allContentLoaded (with every
// plugin's content and global data), then injectHtmlTags. postBuild runs once the output is
// published (postBuild() below). The classic preset's parts are not hosted: docgen builds docs,
// blog, pages and sitemap itself (config/docusaurus-config.ts maps their options).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { LocaleInfo } from '../../runtime/shared/site-data.js';
import type { BundlerExtension, HostedEntry, PluginLocaleOutput, PluginOutputs, PluginRoute } from '../config/hosted-plugins.js';
import type { BlogInstance, SiteConfig } from '../config/resolve-config.js';
import { DocgenError, problems } from '../errors.js';
import { inputKey } from '../hash.js';
import { pluginContext, generatedDir, localeBaseUrl, type PluginContext } from './plugin-context.js';
import { loadPluginModule, type PluginModule } from './plugin-modules.js';
import { adaptOptions } from './output-adaptations.js';
import { pluginBlogInstances } from './plugin-blogs.js';
import { validateOptions, validateThemeConfig } from './plugin-validation.js';
import { publishedRoutes } from './published-routes.js';
import { patchSiteBlogPlugin, recordingBlogs } from './wrapped-blogs.js';
import { pageChains, writeRouteModules, type RouteConfig } from './route-modules.js';
import { baseWebpackConfig, bundlerPartsOf, joinExtensions, mergeWebpack, webpackUtils } from './webpack-config.js';

type Hooks = Record<string, unknown> & { readonly name?: unknown };

/** One plugin of one locale's run. */
interface Instance {
  readonly entry: HostedEntry;
  readonly module: PluginModule;
  readonly plugin: Hooks;
  readonly name: string;
  readonly id: string;
  readonly options: Record<string, unknown>;
  /** The options of the blogs it made through the blog plugin (wrapped-blogs.ts). */
  readonly blogs: readonly Record<string, unknown>[];
  content?: unknown;
}

/** Hooks docgen does not run, named once in the build's warning. */
const LEFT_HOOKS = ['translateThemeConfig', 'postStart'];

/** The classic preset's parts, which docgen reads only from the config (a preset other than the
 * classic one that returns them has them left out, by name). */
const CLASSIC_PARTS =
  /^(@docusaurus\/|docusaurus-)(plugin-content-(docs|blog|pages)|theme-classic|plugin-sitemap|plugin-svgr|theme-search-algolia|plugin-google-.*)$/;

export interface HostedPlugins {
  readonly outputs: PluginOutputs;
  /** Hooks and parts the host did not run, for the build's one warning. */
  readonly left: readonly string[];
  /** Each plugin's postBuild, for each locale's folder of the published output. */
  postBuild(input: { outDir: string }): Promise<void>;
  /** The blogs plugins made through the blog plugin (a changelog), which docgen builds as blogs of the site. */
  readonly blogs: readonly BlogInstance[];
}

/** The site's config with what its plugins give: their outputs, and the blogs they make. */
export const withPlugins = (config: SiteConfig, hosted: HostedPlugins | undefined): SiteConfig =>
  hosted ? { ...config, plugins: hosted.outputs, ...(hosted.blogs.length > 0 ? { blogs: [...config.blogs, ...hosted.blogs] } : {}) } : config;

/** Written only when its text changes: the bundle's record of the file stays valid. */
function writeUnchanged({ file, text }: { file: string; text: string }): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A PostCSS plugin as the cache key sees it: its name (a plugin object's postcssPlugin) and code. */
const describePostcssPlugin = (plugin: unknown) =>
  typeof plugin === 'function'
    ? `${plugin.name}:${String(plugin)}`
    : isObject(plugin)
      ? String(plugin.postcssPlugin ?? JSON.stringify(Object.keys(plugin)))
      : String(plugin);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const describe = (instance: Pick<Instance, 'name' | 'entry'>) => `${instance.name} (${instance.entry.where})`;

/** Runs a hook, turning what it throws into an error naming the plugin and the hook. */
async function runHook<T>(instance: Pick<Instance, 'name' | 'entry'>, hook: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw new DocgenError([
      problems.pluginFailed({ plugin: instance.name, where: instance.entry.where, hook, reason: error instanceof Error ? error.message : String(error) }),
    ]);
  }
}

/** The hosted entries with presets replaced by the plugins and themes they return. */
async function expandPresets({ config, context, left }: { config: SiteConfig; context: PluginContext; left: string[] }): Promise<HostedEntry[]> {
  const entries: HostedEntry[] = [];
  const plugins: HostedEntry[] = [];
  const themes: HostedEntry[] = [];
  for (const entry of config.hostedPlugins) {
    if (entry.kind !== 'preset') {
      entries.push(entry);
      continue;
    }
    const module = await loadPluginModule({ entry, siteDir: config.siteDir });
    const given = await runHook({ name: module.name, entry }, 'the preset function', () => module.create(context, entry.options));
    const parts = isObject(given) ? given : {};
    for (const [kind, list, target] of [
      ['plugin', parts.plugins, plugins],
      ['theme', parts.themes, themes],
    ] as const) {
      (Array.isArray(list) ? list : []).forEach((raw: unknown, index) => {
        const [head, options] = Array.isArray(raw) ? [raw[0], raw[1]] : [raw, undefined];
        const where = `${entry.where} (${module.name}) ${kind}s[${index}]`;
        if (typeof head === 'string' && CLASSIC_PARTS.test(head)) return void left.push(`${where} ${head} (list it in the config itself)`);
        if (typeof head !== 'string' && typeof head !== 'function') return;
        target.push({ kind, module: head as HostedEntry['module'], options: isObject(options) ? options : {}, where });
      });
    }
  }
  // Docusaurus's order: the presets' plugins, their themes, then the config's own.
  return [...plugins, ...themes, ...entries];
}

/** Of a theme's validated themeConfig, the keys docgen does not read itself: those the config does
 * not set (the theme's defaults), and those docgen listed as left out. */
function ownThemeKeys({ config, validated }: { config: SiteConfig; validated: Record<string, unknown> }): Record<string, unknown> {
  const written = isObject(config.sourceConfig.themeConfig) ? config.sourceConfig.themeConfig : {};
  return Object.fromEntries(Object.entries(validated).filter(([key]) => !(key in written) || config.ignored.includes(`themeConfig.${key}`)));
}

async function createInstances({
  entries,
  config,
  context,
  themeConfig,
}: {
  entries: readonly HostedEntry[];
  config: SiteConfig;
  context: PluginContext;
  /** Filled with the themes' own themeConfig keys. */
  themeConfig: Record<string, unknown>;
}): Promise<Instance[]> {
  const instances: Instance[] = [];
  patchSiteBlogPlugin(config.siteDir);
  for (const entry of entries) {
    const module = await loadPluginModule({ entry, siteDir: config.siteDir });
    const named = { name: module.name, entry };
    const validated = module.validateOptions
      ? await runHook(named, 'validateOptions', () => module.validateOptions?.({ options: { id: 'default', ...entry.options }, validate: validateOptions }))
      : entry.options;
    const options = adaptOptions({ file: module.file, options: { id: 'default', ...(isObject(validated) ? validated : {}) }, config });
    if (module.validateThemeConfig) {
      const given = await runHook(named, 'validateThemeConfig', () =>
        module.validateThemeConfig?.({ themeConfig: config.sourceConfig.themeConfig ?? {}, validate: validateThemeConfig }),
      );
      if (isObject(given)) Object.assign(themeConfig, ownThemeKeys({ config, validated: given }));
    }
    const { created: plugin, blogs } = await recordingBlogs({
      create: () => runHook(named, 'the plugin function', () => module.create(context, options)),
    });
    // A plugin function may return nothing to take no part (a plugin off in some environment).
    if (!isObject(plugin)) continue;
    const name = typeof plugin.name === 'string' ? plugin.name : module.name;
    instances.push({ entry, module, plugin, name, id: String(options.id), options, blogs });
  }
  return instances;
}

/** Docusaurus's i18n lifecycle: the files getTranslationFiles declares, each with the locale's
 * messages from `i18n/<locale>/<plugin name>[-<id>]/<path>.json` over its defaults, handed to
 * translateContent, whose result is the content the later hooks see. */
async function translateContent({ config, locale, instance }: { config: SiteConfig; locale: LocaleInfo; instance: Instance }): Promise<void> {
  if (typeof instance.plugin.getTranslationFiles !== 'function') return;
  const declared = await runHook(instance, 'getTranslationFiles', () =>
    (instance.plugin.getTranslationFiles as (input: unknown) => unknown)({ content: instance.content }),
  );
  const folder = join(config.i18nDir, locale.code, instance.id === 'default' ? instance.name : `${instance.name}-${instance.id}`);
  const translationFiles = (Array.isArray(declared) ? declared : []).flatMap((file: unknown) => {
    if (!isObject(file) || typeof file.path !== 'string') return [];
    const localized = join(folder, `${file.path}.json`);
    let messages: unknown = {};
    try {
      messages = existsSync(localized) ? JSON.parse(readFileSync(localized, 'utf8')) : {};
    } catch (error) {
      throw new DocgenError([
        problems.translationsInvalid({ file: relative(config.siteDir, localized).split(sep).join('/'), reason: (error as Error).message }),
      ]);
    }
    return [{ path: file.path, content: { ...(isObject(file.content) ? file.content : {}), ...(isObject(messages) ? messages : {}) } }];
  });
  if (typeof instance.plugin.translateContent === 'function') {
    instance.content = await runHook(instance, 'translateContent', () =>
      (instance.plugin.translateContent as (input: unknown) => unknown)({ content: instance.content, translationFiles }),
    );
  }
}

/** The program as Docusaurus hands it to extendCli (commander 5): a command's action gets the
 * command itself, its options as properties and through opts(), where later commanders give the
 * options alone. */
function commander5(program: unknown): unknown {
  const target = program as { command: (...args: unknown[]) => { storeOptionsAsProperties: (store: boolean) => unknown } };
  return new Proxy(target, {
    get: (object, key) =>
      key === 'command' ? (...args: unknown[]) => object.command(...args).storeOptionsAsProperties(true) : Reflect.get(object, key, object),
  });
}

/** The commands the site's plugins add to the CLI (extendCli), added to `program`: each plugin is
 * created for the default locale, as Docusaurus creates them for a command of its own. */
export async function addPluginCommands({ config, program, outDir }: { config: SiteConfig; program: unknown; outDir: string }): Promise<void> {
  if (config.hostedPlugins.length === 0) return;
  const locale = config.locales.find((candidate) => candidate.code === config.defaultLocale) ?? config.locales[0];
  if (!locale) return;
  await inMode('production', async () => {
    const context = pluginContext({ config, locale, outDir });
    const entries = await expandPresets({ config, context, left: [] });
    const instances = await createInstances({ entries, config, context, themeConfig: {} });
    for (const instance of instances) {
      if (typeof instance.plugin.extendCli === 'function') {
        await runHook(instance, 'extendCli', () => (instance.plugin.extendCli as (cli: unknown) => unknown)(commander5(program)));
      }
    }
  });
}

/** One locale's run: the lifecycle up to injectHtmlTags, and the files its routes need. */
async function runLocale({ config, locale, outDir, left }: { config: SiteConfig; locale: LocaleInfo; outDir: string; left: string[] }) {
  const context = pluginContext({ config, locale, outDir });
  const entries = await expandPresets({ config, context, left });
  const themeConfig: Record<string, unknown> = {};
  const instances = await createInstances({ entries, config, context, themeConfig });
  const dir = generatedDir({ siteDir: config.siteDir, locale: locale.code });
  // `@generated/docusaurus.config`, which client code of plugins imports: the config as data.
  writeUnchanged({ file: join(dir, 'docusaurus.config.js'), text: `export default ${JSON.stringify(context.siteConfig, null, 2)};\n` });
  const globalData: Record<string, Record<string, unknown>> = {};
  const routes: { chain: RouteConfig[]; source: string; instance: Instance }[] = [];
  const actionsOf = (instance: Instance) => ({
    addRoute: (route: unknown) => {
      if (!isObject(route) || typeof route.path !== 'string' || typeof route.component !== 'string') {
        throw new Error(`addRoute takes { path, component } as strings; it was given ${JSON.stringify(route)}`);
      }
      // A layout route with nested routes is a page for each route below it.
      for (const chain of pageChains(route as unknown as RouteConfig)) routes.push({ chain, source: describe(instance), instance });
    },
    createData: async (name: string, data: unknown) => {
      // Where Docusaurus puts it: <generatedFilesDir>/<plugin name>/<plugin id>/<name>.
      const file = join(dir, instance.name, instance.id, name);
      writeUnchanged({ file, text: typeof data === 'string' ? data : JSON.stringify(data) });
      return file;
    },
    setGlobalData: (data: unknown) => {
      (globalData[instance.name] ??= {})[instance.id] = data;
    },
  });

  await Promise.all(
    instances.map(async (instance) => {
      if (typeof instance.plugin.loadContent === 'function')
        instance.content = await runHook(instance, 'loadContent', () => (instance.plugin.loadContent as () => unknown)());
    }),
  );
  // The plugins' translation files in this locale, then their content translated with them.
  await Promise.all(instances.map((instance) => translateContent({ config, locale, instance })));
  await Promise.all(
    instances.map((instance) =>
      typeof instance.plugin.contentLoaded === 'function'
        ? runHook(instance, 'contentLoaded', () =>
            (instance.plugin.contentLoaded as (input: unknown) => unknown)({ content: instance.content, actions: actionsOf(instance) }),
          )
        : undefined,
    ),
  );
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const instance of instances) (allContent[instance.name] ??= {})[instance.id] = instance.content;
  await Promise.all(
    instances.map((instance) =>
      typeof instance.plugin.allContentLoaded === 'function'
        ? runHook(instance, 'allContentLoaded', () =>
            (instance.plugin.allContentLoaded as (input: unknown) => unknown)({ allContent, allGlobalData: globalData, actions: actionsOf(instance) }),
          )
        : undefined,
    ),
  );
  const tags = { headTags: [] as unknown[], preBodyTags: [] as unknown[], postBodyTags: [] as unknown[] };
  for (const instance of instances) {
    if (typeof instance.plugin.injectHtmlTags !== 'function') continue;
    const injected = await runHook(instance, 'injectHtmlTags', () =>
      (instance.plugin.injectHtmlTags as (input: unknown) => unknown)({ content: instance.content }),
    );
    for (const key of ['headTags', 'preBodyTags', 'postBodyTags'] as const) {
      const given = isObject(injected) ? injected[key] : undefined;
      if (Array.isArray(given)) tags[key].push(...given);
      else if (typeof given === 'string' || isObject(given)) tags[key].push(given);
    }
  }
  // The themes' own strings in this locale, before the site's translations of them.
  const codeTranslations: Record<string, string> = {};
  for (const instance of instances) {
    if (typeof instance.plugin.getDefaultCodeTranslationMessages !== 'function') continue;
    const messages = await runHook(instance, 'getDefaultCodeTranslationMessages', () => (instance.plugin.getDefaultCodeTranslationMessages as () => unknown)());
    if (isObject(messages)) for (const [key, value] of Object.entries(messages)) if (typeof value === 'string') codeTranslations[key] = value;
  }
  const baseUrl = localeBaseUrl({ config, locale });
  const files = writeRouteModules({ dir: join(dir, 'docgen-routes'), pages: routes, siteDir: config.siteDir });
  const pluginRoutes = routes.map(({ chain, source, instance }, index): PluginRoute => {
    const route = chain[chain.length - 1] as RouteConfig;
    if (!route.path.startsWith(baseUrl) && `${route.path}/` !== baseUrl) {
      throw new DocgenError([
        problems.pluginRouteInvalid({
          plugin: instance.name,
          where: instance.entry.where,
          path: route.path,
          reason: `it is outside the locale's base URL ${JSON.stringify(baseUrl)}. Build the path from context.baseUrl`,
        }),
      ]);
    }
    return { path: `/${route.path.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1'), file: files[index] as string, source };
  });
  const output: PluginLocaleOutput = { routes: pluginRoutes, globalData, ...tags };
  return { instances, output, context, themeConfig, codeTranslations };
}

/** What the build leaves out, for its one warning: the config's keys docgen does not read (less
 * the themeConfig keys a theme took), then the hooks and parts the host did not run. */
export function leftOut({ config, hosted }: { config: SiteConfig; hosted: HostedPlugins | undefined }): string[] {
  const taken = new Set(Object.keys(hosted?.outputs.themeConfig ?? {}).map((key) => `themeConfig.${key}`));
  return [...config.ignored.filter((entry) => !taken.has(entry)), ...(hosted?.left ?? [])];
}

/** Whether the site has anything for the host to run: most sites have not, and pay nothing. */
export const hasHostedPlugins = (config: SiteConfig) => config.hostedPlugins.length > 0 || config.clientModules.length > 0;

/** Runs `run` with NODE_ENV as Docusaurus sets it for the command (build: production; start:
 * development), which plugins read (the PWA plugin takes part in production builds only). */
async function inMode<T>(mode: HostMode, run: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

export type HostMode = 'production' | 'development';

/** Runs the site's hosted plugins for each locale, as `docusaurus build` (production) or `start`
 * (development) runs them; undefined when the site has none. */
export async function hostPlugins({
  config,
  outDir,
  mode = 'production',
}: {
  config: SiteConfig;
  outDir: string;
  mode?: HostMode;
}): Promise<HostedPlugins | undefined> {
  if (!hasHostedPlugins(config)) return undefined;
  return inMode(mode, () => runPlugins({ config, outDir, mode }));
}

async function runPlugins({ config, outDir, mode }: { config: SiteConfig; outDir: string; mode: HostMode }): Promise<HostedPlugins> {
  const left: string[] = [];
  const runs: ({ locale: LocaleInfo } & Awaited<ReturnType<typeof runLocale>>)[] = [];
  for (const locale of config.locales) runs.push({ locale, ...(await runLocale({ config, locale, outDir, left })) });
  // The hooks that are the same for every locale are read from the default locale's run.
  const main = runs.find((run) => run.locale.code === config.defaultLocale) ?? runs[0];
  const instances = main?.instances ?? [];
  // A relative path is read from the plugin's own folder (the site's, for a function in the config), as Docusaurus reads it.
  const absolute = (instance: Instance, path: unknown) =>
    typeof path === 'string' ? (isAbsolute(path) ? path : resolve(instance.module.file ? dirname(instance.module.file) : config.siteDir, path)) : undefined;
  const listOf = async (instance: Instance, hook: string) => {
    if (typeof instance.plugin[hook] !== 'function') return [];
    const given = await runHook(instance, hook, () => (instance.plugin[hook] as () => unknown)());
    return (Array.isArray(given) ? given : [given]).flatMap((path) => absolute(instance, path) ?? []);
  };
  const clientModules: string[] = [];
  const themePaths: string[] = [];
  const watch: string[] = [];
  for (const instance of instances) {
    clientModules.push(...(await listOf(instance, 'getClientModules')));
    themePaths.push(...(await listOf(instance, 'getThemePath')));
    watch.push(...(await listOf(instance, 'getPathsToWatch')));
    const unrun = LEFT_HOOKS.filter((hook) => typeof instance.plugin[hook] === 'function');
    if (unrun.length > 0) left.push(`plugin ${instance.name} (${unrun.join(', ')})`);
  }
  const bundler = { client: [] as BundlerExtension[], server: [] as BundlerExtension[] };
  let postcss: unknown[] = [];
  for (const instance of instances) {
    if (typeof instance.plugin.configureWebpack === 'function') {
      const notRun = new Set<string>();
      for (const target of ['client', 'server'] as const) {
        const base = baseWebpackConfig(target === 'server');
        const given = await runHook(instance, 'configureWebpack', () =>
          (instance.plugin.configureWebpack as (...args: unknown[]) => unknown)(base, target === 'server', webpackUtils, instance.content),
        );
        // Plugins add to the config they are handed, or return what to merge in, or both.
        const { extension, left: parts } = bundlerPartsOf({ config: mergeWebpack(base, given), base: baseWebpackConfig(target === 'server') });
        bundler[target].push(extension);
        for (const part of parts) notRun.add(part);
      }
      if (notRun.size > 0) left.push(`plugin ${instance.name} configureWebpack (${[...notRun].join(', ')})`);
    }
    if (typeof instance.plugin.configurePostCss === 'function') {
      const options = { plugins: postcss };
      const given = await runHook(instance, 'configurePostCss', () => (instance.plugin.configurePostCss as (options: unknown) => unknown)(options));
      const plugins = isObject(given) && Array.isArray(given.plugins) ? given.plugins : options.plugins;
      postcss = [...plugins];
    }
  }
  // The config's own client modules run after the plugins', as Docusaurus orders them.
  clientModules.push(...config.clientModules);
  const byLocale = Object.fromEntries(runs.map((run) => [run.locale.code, run.output]));
  const joined = { client: joinExtensions(bundler.client), server: joinExtensions(bundler.server) };
  const outputs: PluginOutputs = {
    key: inputKey(
      byLocale,
      clientModules,
      themePaths,
      joined,
      postcss.map(describePostcssPlugin),
      main?.themeConfig ?? {},
      runs.map((run) => run.codeTranslations),
    ),
    byLocale,
    clientModules,
    // Docusaurus lets a later theme shadow an earlier one: the highest priority comes first here.
    themePaths: [...themePaths].reverse(),
    liveCode: themePaths.some((path) => existsSync(join(path, 'LiveCodeBlock'))),
    watch,
    themeConfig: main?.themeConfig ?? {},
    codeTranslations: Object.fromEntries(runs.map((run) => [run.locale.code, run.codeTranslations])),
    bundler: joined,
    postcss,
  };
  const blogs = pluginBlogInstances({
    config,
    blogs: instances.flatMap((instance) => instance.blogs.map((options) => ({ plugin: instance.name, where: instance.entry.where, options }))),
  });
  left.push(...blogs.left);
  return {
    outputs,
    left,
    blogs: blogs.instances,
    postBuild: ({ outDir: published }) =>
      inMode(mode, async () => {
        for (const run of runs) {
          const localeOut = run.locale.prefix ? join(published, run.locale.prefix.replace(/^\/+/, '')) : published;
          const routesPaths = publishedRoutes({ config, locale: run.locale, outDir: published });
          for (const instance of run.instances) {
            if (typeof instance.plugin.postBuild !== 'function') continue;
            await runHook(instance, 'postBuild', () =>
              (instance.plugin.postBuild as (input: unknown) => unknown)({
                ...run.context,
                outDir: localeOut,
                content: instance.content,
                routesPaths,
                siteConfig: run.context.siteConfig,
                plugins: run.instances.map((other) => other.plugin),
                head: {},
              }),
            );
          }
        }
      }),
  };
}
