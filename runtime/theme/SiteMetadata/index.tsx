// `@theme/SiteMetadata`: what every page says of the site in <head>. The document itself already
// holds the canonical link, og:url, the hreflang links, og:locale, the default social image and
// themeConfig.metadata (cli/pipeline/render/html-document.ts), written before any script runs and
// kept current by the theme's Head on navigation; this adds the rest: the card type, the other
// locales for Open Graph, and the search metadata of the site's locale.
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DEFAULT_SEARCH_TAG } from '@docusaurus/theme-common/internal';
import SearchMetadata from '@theme/SearchMetadata';

/** Open Graph writes a locale with an underscore (`pt_BR`), HTML with a hyphen. */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

export default function SiteMetadata() {
  const { currentLocale, localeConfigs } = useDocusaurusContext().i18n;
  const currentHtmlLang = localeConfigs[currentLocale]?.htmlLang;
  const others = Object.values(localeConfigs).filter((config) => config.htmlLang !== currentHtmlLang);
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {others.map((config) => (
          <meta key={config.htmlLang} property="og:locale:alternate" content={openGraphLocale(config.htmlLang)} />
        ))}
      </Head>
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
    </>
  );
}
