// `@docusaurus/theme-common/internal`: what Docusaurus's own theme components import besides the
// public API. Swizzled components copied from Docusaurus import these names.
export * from './index.js';
export {
  BlogAuthorNoPostsLabel,
  BlogAuthorsListViewAllLabel,
  translateBlogAuthorsListPageTitle,
  useBlogAuthorPageTitle,
  useBlogTagsPostsPageTitle,
} from './blog-translations.js';
export { AnnouncementBarProvider, useAnnouncementBar } from './announcement-bar.js';
export { NavbarProvider, splitNavbarItems, useLockBodyScroll } from './navbar.js';
export { SkipToContentFallbackId, SkipToContentLink } from './skip-to-content.js';
export { useBackToTopButton } from './scroll.js';
export { groupBy } from './utils.js';
