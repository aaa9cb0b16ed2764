// Builds the SiteData the theme reads: navbar items resolved against the docs (doc, docSidebar,
// versions), footer, colour mode and UI strings. Every dangling reference is reported at once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGLISH, uiStringsFor } from '../../../runtime/i18n/ui-strings.js';
import type { FooterColumn, FooterLink, SiteData } from '../../../runtime/shared/site-data.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { RouteTable } from '../../routes/route-table.js';
import { searchEnabled, searchLanguages, searchScoped } from '../search/search-index.js';
import { resolveNavbarItems, versionActiveRegex } from './navbar-items.js';
import { codeOptionsOf } from '../../config/code-themes.js';

// `devServer.*` strings are read by serve --watch's own script; pages never carry them.
const pageStrings = (strings: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(strings).filter(([key]) => !key.startsWith('devServer.')));

/** Texts translated the Docusaurus way: i18n/<locale>/code.json (the theme's UI strings and the
 * site's own `<Translate>` ids, by id), and docusaurus-theme-classic/{navbar,footer}.json, keys like
 * `item.label.GitHub` or `link.title.Docs`, stored as `navbar.<key>` and `footer.<key>`. */
function themeTranslations({ config, locale }: { config: SiteConfig; locale: string }): Record<string, string> {
  const strings: Record<string, string> = {};
  const read = (file: string, prefix: string) => {
    if (!existsSync(file)) return;
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
    for (const [key, value] of Object.entries(entries)) if (typeof value?.message === 'string') strings[`${prefix}${key}`] = value.message;
  };
  read(join(config.i18nDir, locale, 'code.json'), '');
  for (const part of ['navbar', 'footer']) read(join(config.i18nDir, locale, 'docusaurus-theme-classic', `${part}.json`), `${part}.`);
  return strings;
}

/** An object without its undefined fields (plain JSON for the page data). */
const withoutUndefined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** The plugins' global data by locale, when any plugin set some. */
function pluginGlobalData(config: SiteConfig): Pick<SiteData, 'pluginGlobalData'> {
  const byLocale = Object.entries(config.plugins?.byLocale ?? {}).filter(([, output]) => Object.keys(output.globalData).length > 0);
  return byLocale.length > 0 ? { pluginGlobalData: Object.fromEntries(byLocale.map(([locale, output]) => [locale, output.globalData])) } : {};
}

export function createSiteData({ config, tables }: { config: SiteConfig; tables: readonly RouteTable[] }): SiteData {
  const items = resolveNavbarItems({ config, tables });
  const { navbar, footer, announcementBar, colorMode, algolia } = config.themeConfig;
  const english = pageStrings(ENGLISH);
  return {
    title: config.title,
    tagline: config.tagline,
    ...(Object.keys(config.customFields).length > 0 ? { customFields: config.customFields } : {}),
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    titleDelimiter: config.titleDelimiter,
    defaultLocale: config.defaultLocale,
    locales: config.locales,
    ...(config.favicon ? { favicon: config.favicon } : {}),
    themeConfig: {
      // The themes' own keys (a mermaid theme's `mermaid`), for their components.
      ...(config.plugins?.themeConfig as object),
      navbar: {
        ...(navbar.title !== undefined ? { title: navbar.title } : {}),
        ...(navbar.logo ? { logo: withoutUndefined(navbar.logo) } : {}),
        hideOnScroll: navbar.hideOnScroll,
        ...(navbar.style ? { style: navbar.style } : {}),
        items,
      },
      ...(footer
        ? {
            footer: {
              style: footer.style,
              links: footer.links as FooterColumn[] | FooterLink[],
              ...(footer.copyright !== undefined ? { copyright: footer.copyright } : {}),
              ...(footer.logo ? { logo: withoutUndefined(footer.logo) } : {}),
            },
          }
        : {}),
      ...(announcementBar ? { announcementBar } : {}),
      colorMode,
      docs: { versionPersistence: 'localStorage', sidebar: { ...config.themeConfig.docs.sidebar } },
      tableOfContents: config.themeConfig.tableOfContents,
      blog: { sidebar: { groupByYear: true } },
      ...(config.themeConfig.image ? { image: config.themeConfig.image } : {}),
      metadata: config.themeConfig.metadata ?? [],
      prism: {
        ...codeOptionsOf(config.themeConfig.prism),
        ...(config.plugins?.liveCode && config.themeConfig.prism.darkTheme ? { darkTheme: config.themeConfig.prism.darkTheme } : {}),
      },
    },
    docsPlugins: config.docs.map((plugin) => ({
      id: plugin.id,
      path: `${config.baseUrl}${plugin.routeBasePath}`.replace(/\/+$/, '') || '/',
      versions: plugin.versions.map((version) => ({
        name: version.name,
        label: version.label,
        path: `${config.baseUrl}${[plugin.routeBasePath, version.path].filter(Boolean).join('/')}`.replace(/\/+$/, '') || '/',
        isLast: version.isLast,
        banner: version.banner === 'none' ? null : version.banner,
        badge: plugin.versions.length > 1,
        activeRegex: versionActiveRegex({ plugin, version }),
      })),
      last: (plugin.versions.find((version) => version.isLast) ?? plugin.versions[0])?.name ?? 'current',
    })),
    pageLoading: config.pageLoading,
    ...(algolia
      ? {
          algolia: {
            appId: algolia.appId,
            apiKey: algolia.apiKey,
            indexName: algolia.indexName,
            searchParameters: algolia.searchParameters,
            contextual: algolia.contextualSearch,
            ...(algolia.placeholder ? { placeholder: algolia.placeholder } : {}),
          },
        }
      : {}),
    ...(searchEnabled(config) ? { search: { languages: searchLanguages({ config, tables }), scoped: searchScoped(config) } } : {}),
    ...pluginGlobalData(config),
    strings: Object.fromEntries(
      config.locales.map((locale) => {
        // A language docgen has no strings for reads English, as does any string a language lacks.
        const builtIn = pageStrings(uiStringsFor(locale.code) ?? ENGLISH);
        // The themes' defaults (getDefaultCodeTranslationMessages) come first: the site's and docgen's own win.
        const pluginDefaults = config.plugins?.codeTranslations[locale.code] ?? {};
        return [
          locale.code,
          { ...pluginDefaults, ...english, ...builtIn, ...themeTranslations({ config, locale: locale.code }), ...config.localeStrings[locale.code] },
        ];
      }),
    ),
  };
}
