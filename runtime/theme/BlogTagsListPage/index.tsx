// `@theme/BlogTagsListPage`: every tag of the blog, by letter.
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames, translateTagsPageTitle, type TagsListItem } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type { BlogSidebarData } from '@theme/BlogSidebar';
import Heading from '@theme/Heading';
import TagsListByLetter from '@theme/TagsListByLetter';

export default function BlogTagsListPage({ tags, sidebar }: { tags: readonly TagsListItem[]; sidebar?: BlogSidebarData }) {
  const title = translateTagsPageTitle();
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogTagsListPage}`}>
      <PageMetadata title={title} />
      <BlogLayout {...(sidebar ? { sidebar } : {})}>
        <Heading as="h1">{title}</Heading>
        <TagsListByLetter tags={tags} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
