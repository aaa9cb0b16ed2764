// The plugins, themes and presets of a Docusaurus config that docgen does not map onto its own
// features: they run as Docusaurus runs them, through the plugin host (cli/plugins/). Here they are
// only named, with their options and where the config lists them.

export type HostedKind = 'plugin' | 'theme' | 'preset';

export interface HostedEntry {
  readonly kind: HostedKind;
  /** A module name or path as the config writes it, or the plugin function itself. */
  readonly module: string | ((...args: never[]) => unknown);
  readonly options: Readonly<Record<string, unknown>>;
  /** Where the config lists it: `plugins[3]`, `themes[1]`, `presets[0]`. */
  readonly where: string;
}

/** A hosted entry as the cache key and messages see it: its module, or the function's name and source. */
export const describeHosted = (entry: HostedEntry) =>
  typeof entry.module === 'string' ? entry.module : `${entry.module.name || '(anonymous function)'}:${String(entry.module)}`;

/** A page a plugin added with `addRoute`: pre-rendered like a React page of the site, from a module
 * docgen writes (plugins/route-modules.ts) that gives the route's component its props. */
export interface PluginRoute {
  /** The path without baseUrl and locale prefix, as a route table keys pages. */
  readonly path: string;
  /** The module that renders the route. */
  readonly file: string;
  /** The plugin that added it, for messages: `fixture-releases (plugins[3])`. */
  readonly source: string;
}

/** What a locale's run of the plugins gave. */
export interface PluginLocaleOutput {
  readonly routes: readonly PluginRoute[];
  /** Plugin name -> plugin id -> what `setGlobalData` set. */
  readonly globalData: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** injectHtmlTags's tags, as the config's `headTags` take them (a tag object or HTML). */
  readonly headTags: readonly unknown[];
  readonly preBodyTags: readonly unknown[];
  readonly postBodyTags: readonly unknown[];
}

/** What the plugin host gives the build: data only (its functions stay with the host). */
export interface PluginOutputs {
  /** A digest of everything below and of the files written for the routes: the bundle and the
   * pages are made again when it changes. */
  readonly key: string;
  readonly byLocale: Readonly<Record<string, PluginLocaleOutput>>;
  /** Modules every page runs in the browser: the config's clientModules, then the plugins'. */
  readonly clientModules: readonly string[];
  /** Theme folders of the plugins, highest priority first: after the site's src/theme, before docgen's. */
  readonly themePaths: readonly string[];
  /** A theme folder has a LiveCodeBlock (a live code theme's): fences marked `live` are its editors. */
  readonly liveCode: boolean;
  /** Files and globs serve --watch watches for the plugins (getPathsToWatch). */
  readonly watch: readonly string[];
  /** Locale -> the default translations of the themes' own strings (getDefaultCodeTranslationMessages),
   * below the site's translations. */
  readonly codeTranslations: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** themeConfig keys docgen does not read itself, as the themes' validateThemeConfig gave them
   * (their defaults filled in): the themes' components read them through useThemeConfig. */
  readonly themeConfig: Readonly<Record<string, unknown>>;
  /** configureWebpack's parts esbuild can do, for each bundle. */
  readonly bundler: { readonly client: BundlerExtension; readonly server: BundlerExtension };
  /** configurePostCss's PostCSS plugins, run on the client bundle's CSS (functions and objects: kept
   * in this thread, described in `key` by their names). */
  readonly postcss: readonly unknown[];
}

/** What a plugin's configureWebpack gave that esbuild can do (plugins/webpack-config.ts). */
export interface BundlerExtension {
  /** resolve.alias and resolve.fallback: an import of `from` (exactly, or also a subpath of it)
   * resolves to `to`, or to an empty module when `to` is false. */
  readonly aliases: readonly { readonly from: string; readonly exact: boolean; readonly to: string | false }[];
  /** DefinePlugin's definitions: identifier -> code. */
  readonly define: Readonly<Record<string, string>>;
  /** Sources of the regular expressions of raw-loader rules: files they match import as text. */
  readonly rawText: readonly string[];
  /** webpack's externals as an object: an import of the name is the global variable it names. */
  readonly externals: Readonly<Record<string, string>>;
  /** Rules for files docgen has no loader of its own for (`.yaml`), whose webpack loaders
   * (a local file or a package) docgen runs on the file, last first. */
  readonly loaders: readonly LoaderRule[];
  /** ProvidePlugin's definitions: a free variable of this name is the module (or the named export
   * of it) given, imported where it is used. */
  readonly provide: Readonly<Record<string, { readonly request: string; readonly name?: string }>>;
}

export interface LoaderRule {
  /** The source and flags of the rule's `test`. */
  readonly test: string;
  readonly flags: string;
  /** Folders the rule is limited to (`include`); none: everywhere. */
  readonly include: readonly string[];
  /** Tests the importing file must pass, each (`issuer`, or `issuer.and`); none: any importer. */
  readonly issuer?: readonly { readonly test: string; readonly flags: string }[];
  readonly use: readonly { readonly loader: string; readonly options?: unknown }[];
}
