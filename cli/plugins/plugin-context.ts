// What Docusaurus hands a plugin as `context` for one locale: the site's folders, its config (with
// that locale's baseUrl), the locale, and where generated files go.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LocaleInfo } from '../../runtime/shared/site-data.js';
import type { SiteConfig } from '../config/resolve-config.js';

/** Where the host writes what plugins generate (createData's files, the routes' modules), per
 * locale: each locale's run is separate, as in Docusaurus, whose files never meet. */
export const generatedDir = ({ siteDir, locale }: { siteDir: string; locale: string }) => join(generatedRoot(siteDir), locale);

/** The folder of every locale's generated files. */
export const generatedRoot = (siteDir: string) => join(siteDir, '.docgen-cache', 'generated');

/** A locale's base URL, as Docusaurus builds that locale: `/` and `/es/`. */
export const localeBaseUrl = ({ config, locale }: { config: SiteConfig; locale: LocaleInfo }) =>
  locale.prefix ? `${config.baseUrl}${locale.prefix.replace(/^\/+/, '')}/` : config.baseUrl;

export interface PluginContext {
  readonly siteDir: string;
  readonly siteVersion: undefined;
  readonly generatedFilesDir: string;
  readonly siteConfig: Readonly<Record<string, unknown>>;
  readonly siteConfigPath: string;
  readonly outDir: string;
  readonly localizationDir: string;
  readonly baseUrl: string;
  readonly i18n: {
    readonly defaultLocale: string;
    readonly locales: readonly string[];
    readonly path: string;
    readonly currentLocale: string;
    readonly localeConfigs: Readonly<Record<string, { label: string; htmlLang: string; direction: string; path: string }>>;
  };
  readonly codeTranslations: Readonly<Record<string, string>>;
  readonly currentBundler: { readonly name: 'webpack'; readonly instance: unknown };
}

/** siteConfig.future with Docusaurus's defaults under what the site set: plugins read its keys
 * without checking them (`future.experimental_router`, `future.faster.swcJsMinimizer`). */
function futureOf(given: unknown): Record<string, unknown> {
  const future = typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {};
  const flags = (value: unknown, keys: readonly string[]) =>
    Object.fromEntries(
      keys.map((key) => [key, value === true || (typeof value === 'object' && value !== null && (value as Record<string, unknown>)[key] === true)]),
    );
  const faster = flags(future.faster ?? future.experimental_faster, [
    'swcJsLoader',
    'swcJsMinimizer',
    'swcHtmlMinimizer',
    'lightningCssMinimizer',
    'mdxCrossCompilerCache',
    'rspackBundler',
    'rspackPersistentCache',
    'ssgWorkerThreads',
    'gitEagerVcs',
  ]);
  return {
    experimental_router: 'browser',
    ...future,
    v4: flags(future.v4, [
      'removeLegacyPostBuildHeadAttribute',
      'useCssCascadeLayers',
      'siteStorageNamespacing',
      'fasterByDefault',
      'mdx1CompatDisabledByDefault',
    ]),
    // Docusaurus 3.10's name, and the name before it, which plugins of 3.9 and earlier read.
    faster,
    experimental_faster: faster,
  };
}

/** Docusaurus's own front matter reading (markdown.parseFrontMatter's default); gray-matter is
 * loaded when a plugin reads a file (a build that reuses every stage loads no Markdown code). */
const parseFrontMatter = async ({ fileContent }: { fileContent: string }) => {
  const { default: matter } = await import('gray-matter');
  const { data, content } = matter(fileContent, {});
  return { frontMatter: data, content: content.trim() };
};

/** The site's config as Docusaurus hands it to plugins: what the site wrote over Docusaurus's
 * defaults, which plugins read without checking (the blog plugin reads staticDirectories and
 * markdown.parseFrontMatter). The trailing slash is docgen's layout: an unset one is laid out as
 * false (`docs/intro.html`), which is where a plugin reading the output (a search index's
 * postBuild) finds the pages. */
function siteConfigOf(config: SiteConfig): Record<string, unknown> {
  const given = config.sourceConfig ?? {};
  const markdown = typeof given.markdown === 'object' && given.markdown !== null ? (given.markdown as Record<string, unknown>) : {};
  return {
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    plugins: [],
    themes: [],
    presets: [],
    headTags: [],
    stylesheets: [],
    scripts: [],
    clientModules: [],
    customFields: {},
    themeConfig: {},
    titleDelimiter: '|',
    noIndex: false,
    tagline: '',
    baseUrlIssueBanner: true,
    staticDirectories: ['static'],
    storage: { type: 'localStorage', namespace: false },
    ...given,
    markdown: {
      format: 'mdx',
      mermaid: false,
      emoji: true,
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      anchors: { maintainCase: false },
      ...markdown,
      parseFrontMatter: typeof markdown.parseFrontMatter === 'function' ? markdown.parseFrontMatter : parseFrontMatter,
      hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw', ...(markdown.hooks as object | undefined) },
    },
    trailingSlash: config.trailingSlash,
    future: futureOf(given.future),
  };
}

/** The site's own webpack, loaded when a plugin asks for it (a postBuild that compiles a file of its
 * own, as the PWA plugin's service worker): docgen does not bundle with it. */
function siteWebpack(siteDir: string): unknown {
  try {
    return createRequire(join(siteDir, 'package.json'))('webpack');
  } catch {
    throw new Error('the plugin builds with webpack, which the site has not installed. Install it in the site (npm install -D webpack)');
  }
}

export function pluginContext({ config, locale, outDir }: { config: SiteConfig; locale: LocaleInfo; outDir: string }): PluginContext {
  const baseUrl = localeBaseUrl({ config, locale });
  return {
    siteDir: config.siteDir,
    siteVersion: undefined,
    generatedFilesDir: generatedDir({ siteDir: config.siteDir, locale: locale.code }),
    siteConfig: { ...siteConfigOf(config), baseUrl },
    siteConfigPath: config.configFile,
    outDir: locale.prefix ? join(outDir, locale.prefix.replace(/^\/+/, '')) : outDir,
    localizationDir: join(config.i18nDir, locale.code),
    baseUrl,
    i18n: {
      defaultLocale: config.defaultLocale,
      locales: config.locales.map((candidate) => candidate.code),
      path: config.i18nDir,
      currentLocale: locale.code,
      localeConfigs: Object.fromEntries(
        config.locales.map((candidate) => [
          candidate.code,
          {
            label: candidate.label,
            htmlLang: candidate.htmlLang,
            direction: candidate.direction,
            path: candidate.code,
            calendar: 'gregory',
            // Docusaurus translates a locale that has a folder in i18n/.
            translate: existsSync(join(config.i18nDir, candidate.code)),
            url: config.url,
            baseUrl: localeBaseUrl({ config, locale: candidate }),
          },
        ]),
      ),
    },
    codeTranslations: {},
    // Plugins that branch on the bundler take webpack's branch: docgen applies the parts of
    // configureWebpack it can. The site's webpack itself is loaded only if a plugin uses it.
    currentBundler: {
      name: 'webpack',
      get instance() {
        return siteWebpack(config.siteDir);
      },
    },
  };
}
