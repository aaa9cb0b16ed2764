// One search client per locale for the life of the page, so the index loaded once serves every
// later search, across client-side navigations.
import { searchLanguage } from '../../shared/search.js';
import { useRoute } from '../context.js';
import { createSearchClient, type SearchClient } from './search-client.js';

const clients = new Map<string, SearchClient>();

/** The locale's search client, or null when the build wrote no index for it. */
export function useSearchClient(): SearchClient | null {
  return searchClientFor(useRoute());
}

/** The search client of a page's locale, made once. */
export function searchClientFor({ site, locale }: Pick<ReturnType<typeof useRoute>, 'site' | 'locale'>): SearchClient | null {
  const languages = site.search?.languages[locale.code];
  if (!languages?.length) return null;
  let client = clients.get(locale.code);
  if (!client) {
    client = createSearchClient({ baseUrl: site.baseUrl, locale: locale.code, languages, preferred: searchLanguage(locale.htmlLang) });
    clients.set(locale.code, client);
  }
  return client;
}
