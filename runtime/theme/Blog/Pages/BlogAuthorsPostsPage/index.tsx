// `@theme/Blog/Pages/BlogAuthorsPostsPage`: an author, and the posts they wrote.
import Link from '@docusaurus/Link';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import { BlogAuthorNoPostsLabel, BlogAuthorsListViewAllLabel, useBlogAuthorPageTitle } from '@docusaurus/theme-common/internal';
import { useBlogMetadata, type BlogAuthor, type PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import Author from '@theme/Blog/Components/Author';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator, { type BlogPaginatedMetadata } from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogSidebarData } from '@theme/BlogSidebar';

export interface Props {
  readonly author: BlogAuthor & { readonly count: number };
  readonly items: readonly { readonly content: PropBlogPostContent }[];
  readonly sidebar?: BlogSidebarData;
  readonly listMetadata: BlogPaginatedMetadata;
}

function ViewAllAuthorsLink() {
  const { authorsListPath } = useBlogMetadata();
  return (
    <Link href={authorsListPath}>
      <BlogAuthorsListViewAllLabel />
    </Link>
  );
}

export default function BlogAuthorsPostsPage({ author, items, sidebar, listMetadata }: Props) {
  const title = useBlogAuthorPageTitle(author);
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogAuthorsPostsPage}`}>
      <PageMetadata title={title} />
      <BlogLayout {...(sidebar ? { sidebar } : {})}>
        <header className="margin-bottom--xl">
          <Author as="h1" author={author} />
          {author.description ? <p>{author.description}</p> : null}
          <ViewAllAuthorsLink />
        </header>
        {items.length === 0 ? (
          <p>
            <BlogAuthorNoPostsLabel />
          </p>
        ) : (
          <>
            <hr />
            <BlogPostItems items={items} />
            <BlogListPaginator metadata={listMetadata} />
          </>
        )}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
