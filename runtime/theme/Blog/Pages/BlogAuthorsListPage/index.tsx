// `@theme/Blog/Pages/BlogAuthorsListPage`: every author who wrote a post, with their count.
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import { translateBlogAuthorsListPageTitle } from '@docusaurus/theme-common/internal';
import type { BlogAuthor } from '@docusaurus/plugin-content-blog/client';
import Author from '@theme/Blog/Components/Author';
import BlogLayout from '@theme/BlogLayout';
import type { BlogSidebarData } from '@theme/BlogSidebar';
import Heading from '@theme/Heading';

export type AuthorItemProp = BlogAuthor & { readonly key: string; readonly count: number };

export default function BlogAuthorsListPage({ authors, sidebar }: { authors: readonly AuthorItemProp[]; sidebar?: BlogSidebarData }) {
  const title = translateBlogAuthorsListPageTitle();
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogAuthorsListPage}`}>
      <PageMetadata title={title} />
      <BlogLayout {...(sidebar ? { sidebar } : {})}>
        <Heading as="h1">{title}</Heading>
        <section className="margin-vert--lg">
          <ul>
            {authors.map((author) => (
              <li key={author.key} className="authorListItem_EKye">
                <Author as="h2" author={author} count={author.count} />
              </li>
            ))}
          </ul>
        </section>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
