// `@docusaurus/useBaseUrl`: a path inside the site with its baseUrl (and, like Docusaurus, no locale).
import { useRoute } from '../theme/context.js';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

export function useBaseUrlUtils() {
  const { site } = useRoute();
  const withBaseUrl = (url: string, { absolute = false }: { absolute?: boolean } = {}) => {
    if (!url || EXTERNAL.test(url)) return url;
    const path = url.startsWith(site.baseUrl) ? url : site.baseUrl + url.replace(/^\//, '');
    return absolute ? site.url + path : path;
  };
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options?: { absolute?: boolean }): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
