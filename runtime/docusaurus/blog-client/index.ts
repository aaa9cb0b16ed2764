// `@docusaurus/plugin-content-blog/client`: the blog's hooks and helpers for the theme's blog
// components and a site's own (a swizzled BlogPostItem adding comments, say).
export {
  BlogPostProvider,
  useBlogMetadata,
  useBlogPost,
  type BlogAuthor,
  type BlogMetadata,
  type BlogPostAssets,
  type BlogPostContextValue,
  type BlogPostFrontMatter,
  type BlogPostMetadata,
  type BlogTag,
  type PropBlogPostContent,
} from './contexts.js';
export { BlogSidebarItemList, groupBlogSidebarItemsByYear, useVisibleBlogSidebarItems, type BlogSidebarItem } from './sidebar.js';
export { useBlogListPageStructuredData, useBlogPostStructuredData, type BlogListPageStructuredDataProps } from './structured-data.js';
