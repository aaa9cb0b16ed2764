// What Docusaurus hands a plugin as `context` for one locale: the site's folders, its config (with
// that locale's baseUrl), the locale, and where generated files go.
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
  readonly currentBundler: { readonly name: 'webpack' };
}

export function pluginContext({ config, locale, outDir }: { config: SiteConfig; locale: LocaleInfo; outDir: string }): PluginContext {
  const baseUrl = localeBaseUrl({ config, locale });
  return {
    siteDir: config.siteDir,
    siteVersion: undefined,
    generatedFilesDir: generatedDir({ siteDir: config.siteDir, locale: locale.code }),
    // The trailing slash docgen's output has: an unset one is laid out as false (`docs/intro.html`),
    // which is where a plugin reading the output (a search index's postBuild) finds the pages.
    siteConfig: { ...config.sourceConfig, baseUrl, trailingSlash: config.trailingSlash },
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
          { label: candidate.label, htmlLang: candidate.htmlLang, direction: candidate.direction, path: candidate.code },
        ]),
      ),
    },
    codeTranslations: {},
    // Plugins that branch on the bundler take webpack's branch: docgen applies the parts of
    // configureWebpack it can.
    currentBundler: { name: 'webpack' },
  };
}
