// `@docusaurus/useDocusaurusContext`: the site config and locales a page reads.
import { useRoute } from '../theme/context.js';

export default function useDocusaurusContext() {
  const { site, locale } = useRoute();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      trailingSlash: site.trailingSlash,
      titleDelimiter: site.titleDelimiter,
      customFields: site.customFields ?? {},
    },
    i18n: {
      currentLocale: locale.code,
      defaultLocale: site.defaultLocale,
      locales: site.locales.map((candidate) => candidate.code),
      localeConfigs: Object.fromEntries(
        site.locales.map((candidate) => [candidate.code, { label: candidate.label, htmlLang: candidate.htmlLang, direction: candidate.direction }]),
      ),
    },
  };
}
