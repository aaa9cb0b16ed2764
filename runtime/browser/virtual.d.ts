// Modules esbuild provides at bundle time.
declare module 'docgen:site-data' {
  const siteData: import('../shared/site-data.js').SiteData;
  export default siteData;
}
declare module '*.css';

/** The site's own @docsearch/react (themeConfig.algolia), or null without DocSearch (bundle.ts). */
declare module 'docgen:docsearch' {
  import type { ComponentType } from 'react';
  export const DocSearchModal: ComponentType<Record<string, unknown>> | null;
}

/** The theme's blog pages where the site has a blog, or null (bundle.ts). */
declare module 'docgen:blog' {
  import type { ComponentType } from 'react';
  const BlogPage: ComponentType<{ page: import('../shared/types.js').MarkdownPageData; content: import('../theme/MarkdownContent.js').ContentProps }> | null;
  export default BlogPage;
}

/** Docs plugin id -> the component its docs render with, where a plugin names one; else null (bundle.ts). */
declare module 'docgen:doc-items' {
  import type { ComponentType } from 'react';
  const items: Readonly<Record<string, ComponentType<{ content: import('@docusaurus/plugin-content-docs/client').DocContent }>>> | null;
  export default items;
}

declare module 'docgen:theme-css';

/** The site's client modules, in Docusaurus's order (bundle.ts); an empty list for most sites. */
declare module 'docgen:client-modules' {
  const modules: readonly unknown[];
  export default modules;
}
