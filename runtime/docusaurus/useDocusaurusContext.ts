// `@docusaurus/useDocusaurusContext`: the site config (with its theme config), the locales, the
// plugins' global data and the current locale's translated theme strings, in Docusaurus's shapes.
import { useRoute } from '../theme/context.js';
import type { LocaleInfo, SiteData } from '../shared/site-data.js';
import { docsGlobalData } from './docs-client/global-data.js';
import { themeConfigFor } from './theme-common/theme-config.js';

export interface DocusaurusContext {
  readonly siteConfig: {
    readonly title: string;
    readonly tagline: string;
    readonly url: string;
    /** The current locale's base URL (`/es/` for Spanish), as a Docusaurus build of that locale has it. */
    readonly baseUrl: string;
    readonly trailingSlash: boolean;
    readonly titleDelimiter: string;
    readonly favicon?: string;
    readonly noIndex: boolean;
    readonly customFields: Readonly<Record<string, unknown>>;
    readonly themeConfig: SiteData['themeConfig'];
  };
  readonly siteMetadata: { readonly docusaurusVersion: string; readonly pluginVersions: Readonly<Record<string, unknown>> };
  /** Each plugin's global data, by plugin name and instance id. */
  readonly globalData: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly i18n: {
    readonly defaultLocale: string;
    readonly locales: readonly string[];
    readonly currentLocale: string;
    readonly path: string;
    readonly localeConfigs: Readonly<
      Record<string, { label: string; htmlLang: string; direction: 'ltr' | 'rtl'; calendar: string; path: string; url: string; baseUrl: string }>
    >;
  };
  readonly codeTranslations: Readonly<Record<string, string>>;
}

/** The Docusaurus version whose client API docgen follows. */
const DOCUSAURUS_VERSION = '3.10.2';

/** A locale's base URL (`/es/` for Spanish), as a Docusaurus build of that locale has it. */
const localeBaseUrl = (site: SiteData, locale: LocaleInfo) => (locale.prefix ? `${site.baseUrl}${locale.prefix.replace(/^\//, '')}/` : site.baseUrl);

// One context object per site and locale: components compare it by identity.
const contexts = new WeakMap<SiteData, Map<string, DocusaurusContext>>();

function contextOf(site: SiteData, locale: LocaleInfo): DocusaurusContext {
  let byLocale = contexts.get(site);
  if (!byLocale) contexts.set(site, (byLocale = new Map()));
  let context = byLocale.get(locale.code);
  if (!context) {
    context = {
      siteConfig: {
        title: site.title,
        tagline: site.tagline,
        url: site.url,
        baseUrl: localeBaseUrl(site, locale),
        trailingSlash: site.trailingSlash,
        titleDelimiter: site.titleDelimiter,
        ...(site.favicon ? { favicon: site.favicon } : {}),
        noIndex: false,
        customFields: site.customFields ?? {},
        themeConfig: themeConfigFor(site.themeConfig, site.strings[locale.code] ?? {}),
      },
      siteMetadata: { docusaurusVersion: DOCUSAURUS_VERSION, pluginVersions: {} },
      globalData: {
        ...(site.docsPlugins.length > 0 ? { 'docusaurus-plugin-content-docs': docsGlobalData(site) } : {}),
        ...site.pluginGlobalData?.[locale.code],
      },
      i18n: {
        defaultLocale: site.defaultLocale,
        locales: site.locales.map((candidate) => candidate.code),
        currentLocale: locale.code,
        path: 'i18n',
        localeConfigs: Object.fromEntries(
          site.locales.map((candidate) => [
            candidate.code,
            {
              label: candidate.label,
              htmlLang: candidate.htmlLang,
              direction: candidate.direction,
              calendar: 'gregory',
              path: candidate.code,
              url: site.url,
              baseUrl: localeBaseUrl(site, candidate),
            },
          ]),
        ),
      },
      codeTranslations: site.strings[locale.code] ?? {},
    };
    byLocale.set(locale.code, context);
  }
  return context;
}

export default function useDocusaurusContext(): DocusaurusContext {
  const { site, locale } = useRoute();
  return contextOf(site, locale);
}
