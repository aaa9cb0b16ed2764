// `@theme/BlogPostPage`: a post on its own page: the whole post, the posts around it and its
// table of contents.
import type { ReactNode } from 'react';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { BlogPostProvider, useBlogPost, type PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import ContentVisibility from '@theme/ContentVisibility';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import type { BlogSidebarData } from '@theme/BlogSidebar';
import TOC from '@theme/TOC';

export interface Props {
  readonly content: PropBlogPostContent;
  readonly sidebar?: BlogSidebarData;
  /** docgen's note that the post is not translated yet, above it. */
  readonly notes?: ReactNode;
}

function BlogPostPageContent({ sidebar, notes, children }: { sidebar?: BlogSidebarData; notes?: ReactNode; children: ReactNode }) {
  const { metadata, toc } = useBlogPost();
  const { nextItem, prevItem, frontMatter } = metadata;
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <BlogLayout
      {...(sidebar ? { sidebar } : {})}
      toc={showToc ? <TOC toc={toc} minHeadingLevel={frontMatter.toc_min_heading_level} maxHeadingLevel={frontMatter.toc_max_heading_level} /> : undefined}
    >
      <ContentVisibility metadata={metadata} />
      {notes}
      <BlogPostItem>{children}</BlogPostItem>
      {nextItem || prevItem ? <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} /> : null}
    </BlogLayout>
  );
}

export default function BlogPostPage({ content: Content, sidebar, notes }: Props) {
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogPostPage}`}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <BlogPostPageContent {...(sidebar ? { sidebar } : {})} notes={notes}>
          <Content />
        </BlogPostPageContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
