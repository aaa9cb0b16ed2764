// The theme's renderer of content trees (MDX pages compiled to data, shared/content-tree.ts), a
// chunk of its own. The router loads it beside a data page's chunk, so the page never waits for one
// after the other; the prefetcher preloads it by the URL the route manifest gives (its `t`).
export const loadContentTree = () => import('../theme/ContentTree.js');
