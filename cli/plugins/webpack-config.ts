// configureWebpack and configurePostCss, as far as esbuild can follow them. A plugin's
// configureWebpack is called for the client and for the server, as Docusaurus calls it, on a
// webpack config holding what it usually reads and writes; what it returns is merged in the way
// webpack-merge does (objects merged, lists joined). Of the result, docgen applies resolve.alias,
// resolve.fallback, DefinePlugin's, EnvironmentPlugin's and ProvidePlugin's definitions, raw-loader
// rules and loaders for file types docgen does not read itself; a Sass rule is docgen's own
// (pipeline/bundle/sass.ts). Every other part is named, so
// the build's one warning says what was left out. externals given as an object (name -> global
// variable) are followed too. configurePostCss's plugins run on the client
// bundle's CSS (pipeline/bundle/postcss.ts).
import type { BundlerExtension, LoaderRule } from '../config/hosted-plugins.js';

type Config = Record<string, unknown>;

const isObject = (value: unknown): value is Config => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * webpack-merge's default, as Docusaurus merges what configureWebpack returns: objects merged key by
 * key, lists joined, anything else replaced. The returned `mergeStrategy` names lists (by their
 * dotted path, `'module.rules'`) to put before the config's own (`'prepend'`) or in its place
 * (`'replace'`).
 */
export function mergeWebpack(base: Config, extra: unknown, strategies?: Readonly<Record<string, string>>, path = ''): Config {
  if (!isObject(extra)) return base;
  const strategy = strategies ?? (isObject(extra.mergeStrategy) ? (extra.mergeStrategy as Record<string, string>) : {});
  const merged: Config = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    if (path === '' && key === 'mergeStrategy') continue;
    const at = path ? `${path}.${key}` : key;
    const current = merged[key];
    if (Array.isArray(current) && Array.isArray(value)) {
      merged[key] = strategy[at] === 'prepend' ? [...value, ...current] : strategy[at] === 'replace' ? value : [...current, ...value];
    } else if (isObject(current) && isObject(value) && Object.getPrototypeOf(value) === Object.prototype)
      merged[key] = mergeWebpack(current, value, strategy, at);
    else merged[key] = value;
  }
  return merged;
}

/** The config a plugin's configureWebpack is handed: the parts plugins read or add to. */
export const baseWebpackConfig = (isServer: boolean): Config => ({
  mode: 'production',
  target: isServer ? 'node' : 'web',
  resolve: { alias: {}, fallback: {}, extensions: ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'], modules: ['node_modules'] },
  module: { rules: [] },
  plugins: [],
  output: {},
  optimization: {},
});

/** Stand-ins for the webpack plugins a configureWebpack makes through `utils.currentBundler.instance`:
 * they hold their definitions, which bundlerPartsOf reads. */
class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}
class ProvidePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}
/** Keys of process.env, or key -> default value, as webpack's EnvironmentPlugin takes them. */
class EnvironmentPlugin {
  readonly keys: string[];
  readonly defaultValues: Record<string, unknown>;
  constructor(given: string[] | Record<string, unknown>) {
    this.keys = Array.isArray(given) ? given : Object.keys(given);
    this.defaultValues = Array.isArray(given) ? {} : given;
  }
}

/** The helpers Docusaurus hands configureWebpack as its third argument. */
export const webpackUtils = {
  getStyleLoaders: () => [],
  getJSLoader: () => ({ loader: 'babel-loader', options: {} }),
  currentBundler: { name: 'webpack', instance: { DefinePlugin, EnvironmentPlugin, ProvidePlugin } },
};

const isDefinable = (code: string) => {
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(code)) return true;
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
};

/** Files docgen reads itself: a rule matching one of these is not docgen's to run. Images a
 * component imports are a rule's when it has loaders for them (plugin-ideal-image's widths). */
const DOCGEN_FILES = ['a.js', 'a.mjs', 'a.jsx', 'a.ts', 'a.tsx', 'a.css', 'a.scss', 'a.sass', 'a.md', 'a.mdx', 'a.json', 'a.svg'];

/** A rule's `issuer` as tests the importing file must all pass: a regular expression, or `{ and: [...] }` of them. */
function issuerTests(issuer: unknown): LoaderRule['issuer'] | undefined {
  const tests =
    issuer instanceof RegExp ? [issuer] : isObject(issuer) && Array.isArray(issuer.and) && Object.keys(issuer).length === 1 ? issuer.and : undefined;
  if (!tests || !tests.every((test): test is RegExp => test instanceof RegExp)) return undefined;
  return tests.map((test) => ({ test: test.source, flags: test.flags }));
}

/** A rule's loaders, when each is a module name or path with optional options; undefined otherwise. */
function loaderUses(use: unknown): LoaderRule['use'] | undefined {
  const items = Array.isArray(use) ? use : [use];
  const uses = items.map((item) =>
    typeof item === 'string'
      ? { loader: item }
      : isObject(item) && typeof item.loader === 'string'
        ? { loader: item.loader, ...(item.options !== undefined ? { options: item.options } : {}) }
        : undefined,
  );
  return uses.length > 0 && uses.every((item) => item !== undefined) ? (uses as LoaderRule['use']) : undefined;
}

const loaderNames = (use: unknown): string[] =>
  (Array.isArray(use) ? use : [use]).flatMap((item) =>
    typeof item === 'string' ? [item] : isObject(item) && typeof item.loader === 'string' ? [item.loader] : [],
  );

/** Marks a rule docgen does itself (the MDX of a blog a plugin wraps, wrapped-blogs.ts): not named
 * as left out. */
export const DONE_BY_DOCGEN = Symbol.for('docgen.doneByDocgen');

/** What esbuild can do of a merged config, and the parts it cannot, by path. */
export function bundlerPartsOf({ config, base }: { config: Config; base: Config }): { extension: BundlerExtension; left: string[] } {
  const left: string[] = [];
  const aliases: { from: string; exact: boolean; to: string | false }[] = [];
  const resolve = isObject(config.resolve) ? config.resolve : {};
  for (const key of ['alias', 'fallback'] as const) {
    const entries = isObject(resolve[key]) ? Object.entries(resolve[key]) : [];
    for (const [name, to] of entries) {
      if (typeof to === 'string' || to === false) aliases.push({ from: name.replace(/\$$/, ''), exact: name.endsWith('$'), to });
      else left.push(`resolve.${key}.${name}`);
    }
  }
  for (const key of Object.keys(resolve)) if (!['alias', 'fallback', 'extensions', 'modules'].includes(key)) left.push(`resolve.${key}`);

  const define: Record<string, string> = {};
  const provide: Record<string, { request: string; name?: string }> = {};
  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  for (const plugin of plugins) {
    const name = (plugin as { constructor?: { name?: string } })?.constructor?.name ?? 'a plugin';
    const definitions = (plugin as { definitions?: unknown }).definitions;
    if (name === 'DefinePlugin' && isObject(definitions)) {
      for (const [key, value] of Object.entries(definitions)) {
        const code = typeof value === 'string' ? value : JSON.stringify(value);
        // esbuild replaces an identifier with JSON or another identifier, not with any code.
        if (code !== undefined && isDefinable(code)) define[key] = code;
        else left.push(`DefinePlugin ${key}`);
      }
    } else if (name === 'EnvironmentPlugin' && Array.isArray((plugin as EnvironmentPlugin).keys)) {
      // As webpack reads them: the build's environment first, then the default given.
      const { keys, defaultValues = {} } = plugin as EnvironmentPlugin;
      for (const key of keys) {
        const value = process.env[key] ?? defaultValues[key];
        if (value === undefined) left.push(`EnvironmentPlugin ${key}`);
        else define[`process.env.${key}`] = JSON.stringify(value);
      }
    } else if (name === 'ProvidePlugin' && isObject(definitions)) {
      for (const [key, value] of Object.entries(definitions)) {
        if (!/^[A-Za-z_$][\w$]*$/.test(key)) left.push(`ProvidePlugin ${key}`);
        else if (typeof value === 'string') provide[key] = { request: value };
        else if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string')
          provide[key] = { request: value[0], name: value[1] };
        else left.push(`ProvidePlugin ${key}`);
      }
    } else left.push(`plugins: ${name}`);
  }

  const rawText: string[] = [];
  const loaderRules: LoaderRule[] = [];
  const rules = isObject(config.module) && Array.isArray(config.module.rules) ? config.module.rules : [];
  rules.forEach((rule, index) => {
    if (isObject(rule) && rule[DONE_BY_DOCGEN as unknown as string]) return;
    const loaders = isObject(rule) ? loaderNames(rule.use ?? rule.loader) : [];
    const test = isObject(rule) ? rule.test : undefined;
    const raw = (loaders.length === 1 && loaders[0] === 'raw-loader') || (isObject(rule) && rule.type === 'asset/source');
    if (raw && test instanceof RegExp) rawText.push(test.source);
    else if (test instanceof RegExp && test.test('a.scss') && loaders.some((loader) => /sass-loader/.test(loader))) return;
    else if (
      test instanceof RegExp &&
      isObject(rule) &&
      !DOCGEN_FILES.some((file) => test.test(file)) &&
      loaderUses(rule.use ?? rule.loader) &&
      (rule.issuer === undefined || issuerTests(rule.issuer))
    ) {
      const include = (Array.isArray(rule.include) ? rule.include : rule.include === undefined ? [] : [rule.include]).filter(
        (dir): dir is string => typeof dir === 'string',
      );
      const issuer = rule.issuer === undefined ? undefined : issuerTests(rule.issuer);
      loaderRules.push({ test: test.source, flags: test.flags, include, ...(issuer ? { issuer } : {}), use: loaderUses(rule.use ?? rule.loader) ?? [] });
    } else left.push(`module.rules[${index}]${loaders.length > 0 ? ` (${loaders.join(', ')})` : ''}`);
  });
  const externals: Record<string, string> = {};
  if (isObject(config.externals)) {
    for (const [name, global] of Object.entries(config.externals)) {
      if (typeof global === 'string') externals[name] = global;
      else left.push(`externals.${name}`);
    }
  } else if (config.externals !== undefined) left.push('externals');
  // Anything else the plugin set that the base config did not hold the same way.
  for (const key of Object.keys(config)) {
    if (['resolve', 'plugins', 'module', 'mode', 'target', 'externals'].includes(key)) continue;
    if (JSON.stringify(config[key]) !== JSON.stringify(base[key])) left.push(key);
  }
  return { extension: { aliases, define, rawText, externals, loaders: loaderRules, provide }, left };
}

export const emptyExtension = (): BundlerExtension => ({ aliases: [], define: {}, rawText: [], externals: {}, loaders: [], provide: {} });

/** Several plugins' parts for one bundle, in plugin order (a later alias wins, as in webpack). */
export const joinExtensions = (parts: readonly BundlerExtension[]): BundlerExtension => ({
  aliases: parts.flatMap((part) => part.aliases).reverse(),
  define: Object.assign({}, ...parts.map((part) => part.define)) as Record<string, string>,
  rawText: [...new Set(parts.flatMap((part) => part.rawText))],
  externals: Object.assign({}, ...parts.map((part) => part.externals)) as Record<string, string>,
  loaders: parts.flatMap((part) => part.loaders),
  provide: Object.assign({}, ...parts.map((part) => part.provide)) as BundlerExtension['provide'],
});
