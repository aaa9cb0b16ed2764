// `@theme/BlogTagsPostsPage`: the posts with one tag, with the tag's description.
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames, type TagModule } from '@docusaurus/theme-common';
import { useBlogTagsPostsPageTitle } from '@docusaurus/theme-common/internal';
import type { PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator, { type BlogPaginatedMetadata } from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogSidebarData } from '@theme/BlogSidebar';
import Heading from '@theme/Heading';

export interface Props {
  readonly tag: TagModule;
  readonly items: readonly { readonly content: PropBlogPostContent }[];
  readonly sidebar?: BlogSidebarData;
  readonly listMetadata: BlogPaginatedMetadata;
}

export default function BlogTagsPostsPage({ tag, items, sidebar, listMetadata }: Props) {
  const title = useBlogTagsPostsPageTitle(tag);
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogTagPostListPage}`}>
      <PageMetadata title={title} {...(tag.description ? { description: tag.description } : {})} />
      <BlogLayout {...(sidebar ? { sidebar } : {})}>
        <header className="margin-bottom--xl">
          <Heading as="h1">{title}</Heading>
          {tag.description ? <p>{tag.description}</p> : null}
          <Link href={tag.allTagsPath}>
            <Translate id="theme.tags.tagsPageLink">View All Tags</Translate>
          </Link>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={listMetadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
