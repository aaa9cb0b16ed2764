// `@docusaurus/useBaseUrl`: a path inside the site with its baseUrl (and, like Docusaurus, no locale).
import { useRoute } from '../theme/context.js';

/** A path with the site's baseUrl, outside React (Docusaurus's internal helper, which sites' JS can import). */
export function addBaseUrl({
  siteUrl,
  baseUrl,
  url,
  options: { forcePrependBaseUrl = false, absolute = false } = {},
}: {
  siteUrl: string;
  baseUrl: string;
  url: string;
  options?: { forcePrependBaseUrl?: boolean; absolute?: boolean };
}): string {
  if (!url || url.startsWith('#') || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + path : path;
}

export function useBaseUrlUtils() {
  const { site } = useRoute();
  const withBaseUrl = (url: string, options?: { forcePrependBaseUrl?: boolean; absolute?: boolean }) =>
    addBaseUrl({ siteUrl: site.url, baseUrl: site.baseUrl, url, ...(options ? { options } : {}) });
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options?: { forcePrependBaseUrl?: boolean; absolute?: boolean }): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
