// `@theme/BlogListPage`: one page of the blog's posts, newest first, with their excerpts.
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListPaginator, { type BlogPaginatedMetadata } from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogSidebarData } from '@theme/BlogSidebar';

export interface Props {
  readonly metadata: BlogPaginatedMetadata;
  readonly items: readonly { readonly content: PropBlogPostContent }[];
  readonly sidebar?: BlogSidebarData;
}

export default function BlogListPage(props: Props) {
  const { metadata, items, sidebar } = props;
  const { siteConfig } = useDocusaurusContext();
  // A blog served at the site's root is the home page: it takes the site's title.
  const title = metadata.permalink === siteConfig.baseUrl ? siteConfig.title : metadata.blogTitle;
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogListPage}`}>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <BlogListPageStructuredData {...props} />
      <BlogLayout {...(sidebar ? { sidebar } : {})}>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
