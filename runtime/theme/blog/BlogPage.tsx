// A blog's pages: a post, the lists (the blog, a tag, an author), the tags and authors indexes
// and the archive. Lists show each post's excerpt from the page's HTML, split per post.
import type { ReactNode } from 'react';
import { BLOG_EXCERPT_SEPARATOR } from '../../shared/blog.js';
import type { BlogPageData, BlogPostSummary, BlogTagData, MarkdownPageData, PaginationLink } from '../../shared/types.js';
import { useStrings } from '../context.js';
import Link from '../Link.js';
import MarkdownContent, { type ContentProps } from '../MarkdownContent.js';
import PageNotes from '../PageNotes.js';
import BlogLayout from './BlogLayout.js';
import Layout from '@theme/Layout';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import BlogPostItem from '../BlogPostItem.js';
import { BlogPostContext } from './blog-post-context.js';
import { BlogAuthor } from './BlogPostHeader.js';

function PostPaginator({ newer, older }: { newer?: PaginationLink; older?: PaginationLink }) {
  const t = useStrings();
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav" aria-label={t('blogPostPages')}>
      {newer ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" href={newer.permalink}>
          <div className="pagination-nav__sublabel">{t('blogNewerPost')}</div>
          <div className="pagination-nav__label">{newer.title}</div>
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link className="pagination-nav__link pagination-nav__link--next" href={older.permalink}>
          <div className="pagination-nav__sublabel">{t('blogOlderPost')}</div>
          <div className="pagination-nav__label">{older.title}</div>
        </Link>
      ) : null}
    </nav>
  );
}

function ListPaginator({ paginator }: { paginator: BlogPageData['paginator'] }) {
  const t = useStrings();
  if (!paginator || (!paginator.newer && !paginator.older)) return null;
  return (
    <nav className="pagination-nav" aria-label={t('blogListPages')}>
      {paginator.newer ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" href={paginator.newer}>
          <div className="pagination-nav__label">{t('blogNewerEntries')}</div>
        </Link>
      ) : (
        <span />
      )}
      {paginator.older ? (
        <Link className="pagination-nav__link pagination-nav__link--next" href={paginator.older}>
          <div className="pagination-nav__label">{t('blogOlderEntries')}</div>
        </Link>
      ) : null}
    </nav>
  );
}

/** One post in a list: its excerpt in the theme's (or the site's) BlogPostItem. */
function PostItem({ post, html }: { post: BlogPostSummary; html: string }) {
  return (
    <BlogPostContext.Provider value={{ post, isBlogPostPage: false }}>
      <BlogPostItem>
        <MarkdownContent html={html} />
      </BlogPostItem>
    </BlogPostContext.Provider>
  );
}

function PostList({ posts, html }: { posts: readonly BlogPostSummary[]; html: string }) {
  const excerpts = html.split(BLOG_EXCERPT_SEPARATOR);
  return (
    <>
      {posts.map((post, index) => (
        <PostItem key={post.permalink} post={post} html={excerpts[index] ?? ''} />
      ))}
    </>
  );
}

function TagsIndex({ tags }: { tags: readonly BlogTagData[] }) {
  // Grouped by first letter, as the classic theme shows them.
  const groups = new Map<string, BlogTagData[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <section className="blog-tags-index margin-vert--lg">
      {[...groups].map(([letter, group]) => (
        <article key={letter} className="blog-tags-index__letter">
          <h2 id={letter}>{letter}</h2>
          <ul className="blog-tags__list">
            {group.map((tag) => (
              <li key={tag.permalink} className="blog-tags__item">
                <Link className="tag" href={tag.permalink}>
                  {tag.label}
                  <span className="tag__count">{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}

function Archive({ archive }: { archive: NonNullable<BlogPageData['archive']> }) {
  const t = useStrings();
  return (
    <section className="blog-archive margin-vert--lg">
      {/* The years are h3s, as the classic theme has them; this keeps the outline whole. */}
      <h2 className="visually-hidden">{t('blogArchiveYears')}</h2>
      <div className="container">
        <div className="row">
          {archive.map(({ year, posts }) => (
            <div key={year} className="col col--4 margin-vert--lg">
              <h3 id={year}>{year}</h3>
              <ul>
                {posts.map((post) => (
                  <li key={post.permalink}>
                    <Link href={post.permalink}>
                      <time dateTime={post.date}>{post.formattedDate}</time> - {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The `<html>` classes Docusaurus gives each blog page. */
const HTML_CLASS: Record<BlogPageData['view'], string> = {
  post: 'blog-post-page',
  list: 'blog-list-page',
  tag: 'blog-tags-post-list-page',
  author: 'blog-authors-posts-page',
  tags: 'blog-tags-list-page',
  authors: 'blog-authors-list-page',
  archive: 'blog-archive-page',
};

export default function BlogPage({ page, content }: { page: MarkdownPageData; content: ContentProps }) {
  const t = useStrings();
  const blog = page.blog as BlogPageData;
  const htmlClass = ['plugin-blog', HTML_CLASS[blog.view]];
  const frame = (children: ReactNode, toc?: MarkdownPageData['toc']) => (
    <BlogLayout title={page.title} description={page.description} htmlClass={htmlClass} blog={blog} {...(toc ? { toc } : {})}>
      {children}
    </BlogLayout>
  );
  const post = blog.post;
  if (blog.view === 'post' && post) {
    const value = {
      post,
      isBlogPostPage: true,
      ...(page.editUrl ? { editUrl: page.editUrl } : {}),
      ...(page.lastUpdate ? { lastUpdate: page.lastUpdate } : {}),
      description: page.description,
    };
    return frame(
      <>
        <div className="blog-post-page__content" lang={page.contentLang} data-pagefind-body="">
          <PageNotes page={page} />
          <BlogPostContext.Provider value={value}>
            <BlogPostItem>
              <MarkdownContent {...content} />
            </BlogPostItem>
          </BlogPostContext.Provider>
        </div>
        <PostPaginator {...(post.newer ? { newer: post.newer } : {})} {...(post.older ? { older: post.older } : {})} />
      </>,
      page.hideTableOfContents ? undefined : page.toc,
    );
  }
  const html = content.html;
  switch (blog.view) {
    case 'tag':
      return frame(
        <>
          <header className="margin-bottom--xl">
            <h1>{page.title}</h1>
            {blog.tag?.description ? <p>{blog.tag.description}</p> : null}
            {blog.tag?.allTags ? <Link href={blog.tag.allTags}>{t('blogAllTags')}</Link> : null}
          </header>
          <PostList posts={blog.posts ?? []} html={html} />
          <ListPaginator paginator={blog.paginator} />
        </>,
      );
    case 'author':
      return frame(
        <>
          <header className="margin-bottom--xl">
            {blog.author ? <BlogAuthor author={blog.author} heading="h1" /> : null}
            {blog.author?.allAuthors ? <Link href={blog.author.allAuthors}>{t('blogAllAuthors')}</Link> : null}
          </header>
          {blog.posts?.length ? null : <p>{t('blogAuthorNoPosts')}</p>}
          <PostList posts={blog.posts ?? []} html={html} />
          <ListPaginator paginator={blog.paginator} />
        </>,
      );
    case 'tags':
      return frame(
        <>
          <h1>{page.title}</h1>
          <TagsIndex tags={blog.tags ?? []} />
        </>,
      );
    case 'authors':
      return frame(
        <>
          <h1>{page.title}</h1>
          <ul className="blog-authors-index">
            {(blog.authors ?? []).map((author, index) => (
              <li key={index}>
                <BlogAuthor author={author} heading="h2" />
              </li>
            ))}
          </ul>
        </>,
      );
    case 'archive':
      // As the classic theme shows it: a banner with the title, the years in columns, no sidebar.
      return (
        <HtmlClassNameProvider className={['blog-wrapper', ...htmlClass].join(' ')}>
          <Layout title={page.title} description={page.description} wrapperClassName="blog-wrapper">
            <header className="hero hero--primary">
              <div className="container">
                <h1 className="hero__title">{page.title}</h1>
                <p className="hero__subtitle">{page.description}</p>
              </div>
            </header>
            <main>
              <Archive archive={blog.archive ?? []} />
            </main>
          </Layout>
        </HtmlClassNameProvider>
      );
    default:
      return frame(
        <>
          <h1 className="visually-hidden">{page.title}</h1>
          <PostList posts={blog.posts ?? []} html={html} />
          <ListPaginator paginator={blog.paginator} />
        </>,
      );
  }
}
