// What search integrations read: the search tag every page has, the locale and docs versions a
// search should keep to, and the search page's query (`?q=`) and links.
import { useCallback } from 'react';
import { useDocsContextualSearchTags } from '../docs-client/versions.js';
import useDocusaurusContext from '../useDocusaurusContext.js';
import { useQueryString } from './history.js';
import { DEFAULT_SEARCH_TAG } from './search-tag.js';

export { DEFAULT_SEARCH_TAG };

const QUERY_PARAM = 'q';

/** The locale, and the tags of the default search and the docs versions the reader is on or prefers. */
export function useContextualSearchFilters(): { locale: string; tags: string[] } {
  const { i18n } = useDocusaurusContext();
  const docsTags = useDocsContextualSearchTags();
  return { locale: i18n.currentLocale, tags: [DEFAULT_SEARCH_TAG, ...docsTags] };
}

/** The search page's query, `?q=`, as state. */
export function useSearchQueryString(): [string, (newValue: string) => void] {
  return useQueryString(QUERY_PARAM);
}

/** A link to the search page for a query. The page's path is themeConfig.algolia.searchPagePath
 * (DocSearch's search page), `search` by default. */
export function useSearchLinkCreator(): (searchValue: string) => string {
  const { baseUrl, themeConfig } = useDocusaurusContext().siteConfig;
  const configured = (themeConfig as { algolia?: { searchPagePath?: string | false } }).algolia?.searchPagePath;
  const searchPagePath = typeof configured === 'string' ? configured : 'search';
  return useCallback((searchValue: string) => `${baseUrl}${searchPagePath}?${QUERY_PARAM}=${encodeURIComponent(searchValue)}`, [baseUrl, searchPagePath]);
}
