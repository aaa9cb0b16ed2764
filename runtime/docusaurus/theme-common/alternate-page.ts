// The current page in another locale (hreflang links, the locale dropdown).
import { useLocation } from '../use-location.js';
import useDocusaurusContext from '../useDocusaurusContext.js';

export function useAlternatePageUtils(): { createUrl: (input: { locale: string; fullyQualified: boolean }) => string } {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  // The path below the current locale's base URL; every locale has the same routes.
  const suffix = pathname.startsWith(siteConfig.baseUrl) ? pathname.slice(siteConfig.baseUrl.length) : pathname.replace(/^\//, '');
  return {
    createUrl: ({ locale, fullyQualified }) => {
      const config = i18n.localeConfigs[locale];
      if (!config) throw new Error(`Unexpected Docusaurus bug, no locale config found for locale=${locale}`);
      return `${fullyQualified ? config.url : ''}${config.baseUrl}${suffix}`;
    },
  };
}
