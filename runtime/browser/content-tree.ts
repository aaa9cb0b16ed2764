// The theme's renderer of content trees (MDX pages compiled to data, shared/content-tree.ts), a
// chunk of its own: loaded with a data page's chunk when the router goes there, or ahead of it when
// the prefetcher sees a link to such a page, so the page never waits for one after the other.
export const loadContentTree = () => import('../theme/ContentTree.js');
