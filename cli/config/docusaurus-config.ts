// A Docusaurus 3 config in, docgen's config out. Reads the keys docgen implements (the classic
// preset's docs, pages, theme and sitemap options, extra docs plugin instances, themeConfig) and
// lists every other key and plugin, so the build can say once what it leaves out. The remark and
// rehype plugins are kept apart: functions cannot travel to worker threads as data.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isCustomNavbarType, NAVBAR_ITEM_TYPES } from '../../runtime/shared/navbar-types.js';
import { swizzledComponents } from './swizzled.js';
import type { UserConfig } from './schema.js';
import { prismOfDocusaurus } from './prism-themes.js';
import { blogPluginScope, type MarkdownPluginSet, type SiteMarkdownPlugins } from './site-plugins.js';
import type { HostedEntry, HostedKind } from './hosted-plugins.js';

export interface FromDocusaurus {
  readonly config: UserConfig;
  /** Config keys and plugins docgen does not implement, as key paths or plugin names. */
  readonly ignored: readonly string[];
  readonly markdownPlugins: SiteMarkdownPlugins;
  /** Plugins, themes and presets docgen runs through its plugin host (cli/plugins/). */
  readonly hosted: readonly HostedEntry[];
  /** The config's `clientModules`, as absolute paths. */
  readonly clientModules: readonly string[];
}

type Options = Record<string, unknown>;

const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const DOCS_PLUGIN = new Set(['content-docs', '@docusaurus/plugin-content-docs', 'docusaurus-plugin-content-docs']);
const PAGES_PLUGIN = new Set(['content-pages', '@docusaurus/plugin-content-pages', 'docusaurus-plugin-content-pages']);
const BLOG_PLUGIN = new Set(['content-blog', '@docusaurus/plugin-content-blog', 'docusaurus-plugin-content-blog']);
const REDIRECTS_PLUGIN = new Set(['client-redirects', '@docusaurus/plugin-client-redirects', 'docusaurus-plugin-client-redirects']);
const REDIRECTS_KEYS = ['redirects', 'createRedirects', 'fromExtensions', 'toExtensions'];
/** Google's analytics, as preset options and as plugins, and the options each takes (analytics.ts). */
const ANALYTICS = {
  gtag: { plugins: ['google-gtag', '@docusaurus/plugin-google-gtag'], keys: ['trackingID', 'anonymizeIP'] },
  googleAnalytics: { plugins: ['google-analytics', '@docusaurus/plugin-google-analytics'], keys: ['trackingID', 'anonymizeIP'] },
  googleTagManager: { plugins: ['google-tag-manager', '@docusaurus/plugin-google-tag-manager'], keys: ['containerId'] },
} as const;
type AnalyticsKey = keyof typeof ANALYTICS;
const analyticsPlugin = (name: string) =>
  (Object.keys(ANALYTICS) as AnalyticsKey[]).find((key) => (ANALYTICS[key].plugins as readonly string[]).includes(name));
/** Its work, compiling the site's Sass, is docgen's own (sass.ts); of its options, none is read. */
const SASS_PLUGIN = new Set(['docusaurus-plugin-sass']);
/** The classic preset's parts listed one by one: the theme, the sitemap, SVG components (docgen
 * makes them itself, svg-components.ts) and DocSearch (read from themeConfig.algolia). */
const THEME_CLASSIC = new Set(['classic', '@docusaurus/theme-classic', 'docusaurus-theme-classic']);
const SITEMAP_PLUGIN = new Set(['sitemap', '@docusaurus/plugin-sitemap', 'docusaurus-plugin-sitemap']);
const SVGR_PLUGIN = new Set(['svgr', '@docusaurus/plugin-svgr', 'docusaurus-plugin-svgr']);
const SEARCH_ALGOLIA = new Set(['search-algolia', '@docusaurus/theme-search-algolia', 'docusaurus-theme-search-algolia']);

// Keys that change nothing in the built site (deployment, build tooling), read and left out silently.
const SILENT_TOP = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'future',
  'onDuplicateRoutes',
  'webpack',
  'clientModules',
]);
const TOP_KEYS = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'trailingSlash',
  'titleDelimiter',
  'staticDirectories',
  'customFields',
  'csp',
  'headTags',
  'scripts',
  'stylesheets',
]);
const DOCS_KEYS = [
  'path',
  'routeBasePath',
  'sidebarPath',
  'lastVersion',
  'includeCurrentVersion',
  'onlyIncludeVersions',
  'editUrl',
  'editLocalizedFiles',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'tagsBasePath',
  'tags',
  'onInlineTags',
  'docItemComponent',
];
const BLOG_KEYS = [
  'path',
  'routeBasePath',
  'tagsBasePath',
  'archiveBasePath',
  'pageBasePath',
  'authorsBasePath',
  'blogTitle',
  'blogDescription',
  'postsPerPage',
  'blogSidebarCount',
  'blogSidebarTitle',
  'showReadingTime',
  'authorsMapPath',
  'tags',
  'sortPosts',
  'editUrl',
  'editLocalizedFiles',
  'include',
  'exclude',
  'readingTime',
  'truncateMarker',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'blogListComponent',
  'blogPostComponent',
];
const FEED_KEYS = ['type', 'title', 'description', 'copyright', 'language', 'limit'];
const MARKDOWN_PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
const BROKEN_KEYS = ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'];
const LOCALE_KEYS = new Set(['label', 'htmlLang', 'direction']);
const THEME_KEYS = new Set(['navbar', 'footer', 'announcementBar', 'colorMode', 'tableOfContents', 'image', 'metadata', 'algolia']);

const isObject = (value: unknown): value is Options => typeof value === 'object' && value !== null && !Array.isArray(value);
const pick = (source: Options, keys: readonly string[]) => Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));

/** A blog plugin's options as docgen's config takes them, and the keys it leaves out (its
 * Markdown plugins are read apart, per plugin scope). */
export function blogOptionsOf(options: Options): { blog: Options; left: string[] } {
  const id = typeof options.id === 'string' ? options.id : 'default';
  const feed = isObject(options.feedOptions) ? options.feedOptions : undefined;
  const known = new Set(['id', 'feedOptions', ...BLOG_KEYS, ...MARKDOWN_PLUGIN_KEYS]);
  return {
    blog: { id, ...pick(options, BLOG_KEYS), ...(feed ? { feedOptions: pick(feed, FEED_KEYS) } : {}) },
    left: [
      ...Object.keys(options).filter((key) => !known.has(key)),
      ...Object.keys(feed ?? {})
        .filter((key) => !FEED_KEYS.includes(key))
        .map((key) => `feedOptions.${key}`),
    ],
  };
}

/** A preset or plugin entry: `name`, `[name, options]`, a function, `[function, options]`, or false. */
function entryOf(entry: unknown): { name: string; options: Options; create?: (...args: unknown[]) => unknown } | null {
  if (entry === false || entry === null || entry === undefined) return null;
  const [head, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  const opts = isObject(options) ? options : {};
  if (typeof head === 'function') return { name: head.name || '(anonymous function)', options: opts, create: head as (...args: unknown[]) => unknown };
  return { name: String(head), options: opts };
}

export function fromDocusaurus({ input, siteDir }: { input: Options; siteDir: string }): FromDocusaurus {
  const ignored: string[] = [];
  const markdownPlugins: Record<string, MarkdownPluginSet> = {};
  const docs: Options[] = [];
  const config: Options = {};
  const customCss: string[] = [];
  let pages = {} as Options | false;
  let sitemap: Options | undefined;
  const hosted: HostedEntry[] = [];
  const host = (kind: HostedKind, raw: unknown, where: string) => {
    const [head, options] = Array.isArray(raw) ? [raw[0], raw[1]] : [raw, undefined];
    if (typeof head !== 'string' && typeof head !== 'function') return void ignored.push(`${where} (neither a module name nor a function)`);
    hosted.push({ kind, module: head as HostedEntry['module'], options: isObject(options) ? options : {}, where });
  };

  for (const [key, value] of Object.entries(input)) {
    if (TOP_KEYS.has(key)) config[key] = value;
    else if (!SILENT_TOP.has(key) && !['presets', 'plugins', 'themeConfig', 'i18n', 'markdown', 'themes', ...BROKEN_KEYS].includes(key)) ignored.push(key);
  }
  // Docusaurus's defaults: a broken page link fails the build, a broken anchor or Markdown link warns.
  const hooks = isObject(input.markdown) && isObject(input.markdown.hooks) ? input.markdown.hooks : {};
  config.onBrokenLinks = input.onBrokenLinks ?? 'throw';
  config.onBrokenAnchors = input.onBrokenAnchors ?? 'warn';
  config.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks ?? input.onBrokenMarkdownLinks ?? 'warn';

  const takePlugins = (id: string, options: Options) => {
    markdownPlugins[id] = Object.fromEntries(
      MARKDOWN_PLUGIN_KEYS.map((key) => [key, Array.isArray(options[key]) ? options[key] : []]),
    ) as unknown as MarkdownPluginSet;
  };
  const addDocs = (options: Options, where: string) => {
    const id = typeof options.id === 'string' ? options.id : 'default';
    docs.push({
      id,
      ...pick(options, DOCS_KEYS),
      ...versionsOf(options.versions),
      path: options.path ?? 'docs',
      routeBasePath: options.routeBasePath ?? 'docs',
    });
    takePlugins(id, options);
    const known = new Set(['id', 'versions', ...DOCS_KEYS, ...MARKDOWN_PLUGIN_KEYS]);
    for (const key of Object.keys(options)) if (!known.has(key)) ignored.push(`${where}.${key}`);
  };
  const blogs: Options[] = [];
  const addBlog = (options: Options, where: string) => {
    const { blog, left } = blogOptionsOf(options);
    blogs.push(blog);
    takePlugins(blogPluginScope(blog.id as string), options);
    for (const key of left) ignored.push(`${where}.${key}`);
  };
  const analytics: Options = {};
  const addAnalytics = (key: AnalyticsKey, options: Options, where: string) => {
    analytics[key] = pick(options, ANALYTICS[key].keys);
    for (const option of Object.keys(options)) if (!(ANALYTICS[key].keys as readonly string[]).includes(option)) ignored.push(`${where}.${option}`);
  };
  const addTheme = (options: Options, where: string) => {
    const css = options.customCss;
    customCss.push(...(Array.isArray(css) ? css : css ? [css] : []).map(String));
    for (const themeKey of Object.keys(options)) if (themeKey !== 'customCss') ignored.push(`${where}.${themeKey}`);
  };
  const addPages = (options: Options, where: string) => {
    pages = options;
    takePlugins('pages', options);
    for (const key of Object.keys(options)) if (!['path', ...MARKDOWN_PLUGIN_KEYS].includes(key)) ignored.push(`${where}.${key}`);
  };

  (Array.isArray(input.presets) ? input.presets : []).forEach((raw, index) => {
    const preset = entryOf(raw);
    if (!preset) return;
    const where = `presets[${index}]`;
    if (!CLASSIC.has(preset.name)) return host('preset', raw, where);
    for (const [key, value] of Object.entries(preset.options)) {
      if (key === 'docs') {
        if (value !== false) addDocs(isObject(value) ? value : {}, `${where}.docs`);
      } else if (key === 'pages') {
        if (value === false) pages = false;
        else addPages(isObject(value) ? value : {}, `${where}.pages`);
      } else if (key === 'theme' && isObject(value)) {
        addTheme(value, `${where}.theme`);
      } else if (key === 'sitemap') {
        if (isObject(value)) sitemap = value;
      } else if (Object.hasOwn(ANALYTICS, key)) {
        if (isObject(value)) addAnalytics(key as AnalyticsKey, value, `${where}.${key}`);
      } else if (key === 'blog') {
        if (value !== false) addBlog(isObject(value) ? value : {}, `${where}.blog`);
      } else ignored.push(`${where}.${key}`);
    }
    if (!('docs' in preset.options)) addDocs({}, `${where}.docs`);
    // The classic preset adds a blog unless told not to; it shows only when the folder exists.
    if (!('blog' in preset.options) && existsSync(join(siteDir, 'blog'))) addBlog({}, `${where}.blog`);
  });

  (Array.isArray(input.plugins) ? input.plugins : []).forEach((raw, index) => {
    const plugin = entryOf(raw);
    if (!plugin) return;
    const where = `plugins[${index}]`;
    if (plugin.create) return host('plugin', raw, where);
    if (DOCS_PLUGIN.has(plugin.name)) addDocs(plugin.options, where);
    else if (PAGES_PLUGIN.has(plugin.name)) addPages(plugin.options, where);
    else if (BLOG_PLUGIN.has(plugin.name)) addBlog(plugin.options, where);
    else if (analyticsPlugin(plugin.name)) addAnalytics(analyticsPlugin(plugin.name) as AnalyticsKey, plugin.options, where);
    else if (SITEMAP_PLUGIN.has(plugin.name)) sitemap = plugin.options;
    else if (SASS_PLUGIN.has(plugin.name) || SVGR_PLUGIN.has(plugin.name)) for (const key of Object.keys(plugin.options)) ignored.push(`${where}.${key}`);
    else if (REDIRECTS_PLUGIN.has(plugin.name)) {
      config.redirects = pick(plugin.options, REDIRECTS_KEYS);
      for (const key of Object.keys(plugin.options)) if (!REDIRECTS_KEYS.includes(key)) ignored.push(`${where}.${key}`);
    } else host('plugin', raw, where);
  });
  (Array.isArray(input.themes) ? input.themes : []).forEach((raw, index) => {
    const theme = entryOf(raw);
    if (!theme) return;
    const where = `themes[${index}]`;
    if (theme.create) host('theme', raw, where);
    else if (THEME_CLASSIC.has(theme.name)) addTheme(theme.options, where);
    else if (SEARCH_ALGOLIA.has(theme.name)) for (const key of Object.keys(theme.options)) ignored.push(`${where}.${key}`);
    else host('theme', raw, where);
  });
  if (docs.length > 0) config.docs = docs;
  if (blogs.length > 0) config.blog = blogs;
  if (Object.keys(analytics).length > 0) config.analytics = analytics;
  config.pages = pages === false ? false : (pages.path ?? 'src/pages');
  if (customCss.length > 0) config.customCss = customCss;
  if (sitemap) config.sitemap = { ...pick(sitemap, ['changefreq', 'priority', 'ignorePatterns']) };
  for (const key of Object.keys(sitemap ?? {})) {
    if (!['changefreq', 'priority', 'ignorePatterns'].includes(key) && !(key === 'filename' && sitemap?.filename === 'sitemap.xml'))
      ignored.push(`sitemap.${key}`);
  }
  config.i18n = i18nOf(input.i18n, ignored);
  // Docusaurus 3 reads every Markdown file as MDX unless told otherwise.
  config.markdown = markdownOf(input.markdown, ignored);
  config.themeConfig = themeConfigOf({ themeConfig: input.themeConfig, siteDir, ignored });
  const clientModules = (Array.isArray(input.clientModules) ? input.clientModules : []).map((file) => resolve(siteDir, String(file)));
  return { config: config as UserConfig, ignored, markdownPlugins, hosted, clientModules };
}

function versionsOf(versions: unknown): Options {
  if (!isObject(versions)) return {};
  return {
    versions: Object.fromEntries(Object.entries(versions).map(([name, value]) => [name, isObject(value) ? pick(value, ['label', 'path', 'banner']) : {}])),
  };
}

function i18nOf(i18n: unknown, ignored: string[]): Options | undefined {
  if (!isObject(i18n)) return undefined;
  const localeConfigs: Record<string, Options> = {};
  for (const [code, value] of Object.entries(isObject(i18n.localeConfigs) ? i18n.localeConfigs : {})) {
    if (!isObject(value)) continue;
    localeConfigs[code] = pick(value, [...LOCALE_KEYS]);
    for (const key of Object.keys(value)) if (!LOCALE_KEYS.has(key)) ignored.push(`i18n.localeConfigs.${code}.${key}`);
  }
  for (const key of Object.keys(i18n)) if (!['defaultLocale', 'locales', 'path', 'localeConfigs'].includes(key)) ignored.push(`i18n.${key}`);
  // Docusaurus names every locale in each page's hreflang links, translated or not.
  return { ...pick(i18n, ['defaultLocale', 'locales', 'path']), localeConfigs, alternates: 'every-locale' };
}

function markdownOf(markdown: unknown, ignored: string[]): Options {
  const options = isObject(markdown) ? markdown : {};
  for (const key of Object.keys(options)) {
    // The MDX 1 compatibility options are what docgen does anyway.
    if (key === 'format' || key === 'mermaid' || key === 'mdx1Compat') continue;
    if (key === 'preprocessor' && typeof options.preprocessor === 'function') continue;
    if (key === 'hooks' && isObject(options.hooks)) {
      for (const hook of Object.keys(options.hooks)) if (hook !== 'onBrokenMarkdownLinks') ignored.push(`markdown.hooks.${hook}`);
      continue;
    }
    ignored.push(`markdown.${key}`);
  }
  return {
    format: options.format ?? 'mdx',
    ...(typeof options.preprocessor === 'function' ? { preprocessor: options.preprocessor } : {}),
    ...(options.mermaid === true ? { mermaid: true } : {}),
  };
}

function themeConfigOf({ themeConfig, siteDir, ignored }: { themeConfig: unknown; siteDir: string; ignored: string[] }): Options {
  const result: Options = {};
  for (const [key, value] of Object.entries(isObject(themeConfig) ? themeConfig : {})) {
    if (THEME_KEYS.has(key)) result[key] = value;
    else if (key === 'prism' && isObject(value)) result.prism = prismOfDocusaurus({ prism: value, ignored });
    else if (key === 'docs' && isObject(value)) {
      const sidebar = isObject(value.sidebar) ? value.sidebar : {};
      const known = Object.fromEntries(['hideable', 'autoCollapseCategories'].filter((key) => sidebar[key] !== undefined).map((key) => [key, sidebar[key]]));
      if (Object.keys(known).length > 0) result.docs = { sidebar: known };
      for (const inner of Object.keys(sidebar)) if (!(inner in known)) ignored.push(`themeConfig.docs.sidebar.${inner}`);
      for (const inner of Object.keys(value)) if (inner !== 'sidebar') ignored.push(`themeConfig.docs.${inner}`);
    } else ignored.push(`themeConfig.${key}`);
  }
  // Docusaurus's code colours are palenight's when the config names none.
  result.prism ??= prismOfDocusaurus({ prism: {}, ignored });
  if (isObject(result.navbar)) result.navbar = navbarOf(result.navbar, ignored, siteDir);
  return result;
}

const NAVBAR_KEYS = new Set(['title', 'logo', 'hideOnScroll', 'style', 'items']);

function navbarOf(navbar: Options, ignored: string[], siteDir: string): Options {
  for (const key of Object.keys(navbar)) if (!NAVBAR_KEYS.has(key)) ignored.push(`themeConfig.navbar.${key}`);
  const result = pick(navbar, [...NAVBAR_KEYS]);
  // A site's own item types render only where it registers their components.
  const custom = swizzledComponents(siteDir).has('NavbarItem/ComponentTypes');
  if (Array.isArray(navbar.items)) result.items = navbarItems({ items: navbar.items, where: 'themeConfig.navbar.items', ignored, custom });
  return result;
}

/** Items of a type docgen has no renderer for are left out, by name: a site's own (`custom-…`)
 * types too, unless it swizzles @theme/NavbarItem/ComponentTypes to give their components. */
function navbarItems({ items, where, ignored, custom }: { items: readonly unknown[]; where: string; ignored: string[]; custom: boolean }): unknown[] {
  return items.flatMap((item, index) => {
    if (!isObject(item)) return [item];
    const type = typeof item.type === 'string' ? item.type : 'default';
    const known = type !== 'custom' && (NAVBAR_ITEM_TYPES as readonly string[]).includes(type);
    if (!known && !(custom && isCustomNavbarType(type))) {
      ignored.push(`${where}[${index}] (type ${type})`);
      return [];
    }
    const children = Array.isArray(item.items) ? navbarItems({ items: item.items, where: `${where}[${index}].items`, ignored, custom }) : undefined;
    return [children ? { ...item, items: children } : item];
  });
}
