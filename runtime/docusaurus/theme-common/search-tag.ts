// The search tag of every page, a module of its own: the page's metadata reads it on every page,
// and search.ts's hooks (with the query string's) need not come with it.

/** The search tag of every page (SearchMetadata's `docusaurus_tag`); docs pages add their version's. */
export const DEFAULT_SEARCH_TAG = 'default';
