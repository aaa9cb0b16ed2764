// The page data of a blog's pages in one locale: a post's header, sidebar and newer/older links
// (given to its compile job), and the generated pages' lists, each post with its excerpt's HTML.
import type { BlogAuthorData, BlogPageData, BlogPostSummary, BlogTagData, MarkdownPageData } from '../../../runtime/shared/types.js';
import { BLOG_EXCERPT_SEPARATOR } from '../../../runtime/shared/blog.js';
import type { BlogAuthor, BlogData, BlogPost, BlogTag } from '../../content/blog.js';
import type { Route, RouteTable } from '../../routes/route-table.js';
import type { BlogPageSpec } from '../../routes/blog-routes.js';
import { joinRoutePath } from '../../content/slugs.js';

type Strings = Readonly<Record<string, string>>;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** A date as the locale writes it, in UTC so the day never moves with the build machine's zone. */
export function formatDate(date: string, htmlLang: string, { year = true }: { year?: boolean } = {}): string {
  // One formatter per language: making one costs as much as formatting hundreds of dates.
  const key = `${htmlLang}:${year}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang, { ...(year ? { year: 'numeric' } : {}), month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(new Date(date));
}
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function authorData(author: BlogAuthor, table: RouteTable): BlogAuthorData {
  const { key: _key, email: _email, page, ...shown } = author;
  // An author with only an email is reached by writing to them, as Docusaurus links them.
  const url = shown.url ?? (author.email ? `mailto:${author.email}` : undefined);
  return { ...shown, ...(url ? { url } : {}), ...(page ? { page: table.href(page) } : {}) };
}

const tagData = (tag: BlogTag, table: RouteTable): BlogTagData => ({ ...tag, permalink: table.href(tag.permalink) });

export function postSummary({ post, table }: { post: BlogPost; table: RouteTable }): BlogPostSummary {
  return {
    title: post.title,
    permalink: table.href(post.routePath),
    date: post.date,
    formattedDate: formatDate(post.date, table.locale.htmlLang),
    ...(post.readingTime !== undefined ? { readingTime: Math.max(1, Math.ceil(post.readingTime)) } : {}),
    authors: post.authors.map((author) => authorData(author, table)),
    tags: post.tags.map((tag) => tagData(tag, table)),
    ...(post.truncated ? { truncated: true as const } : {}),
  };
}

function sidebarOf({ data, table, strings }: { data: BlogData; table: RouteTable; strings: Strings }): BlogPageData['sidebar'] {
  const { blogSidebarCount } = data.blog;
  if (blogSidebarCount === 0) return undefined;
  const { listed } = data;
  const shown = blogSidebarCount === 'ALL' ? listed : listed.slice(0, blogSidebarCount);
  return {
    title: data.sidebarTitle ?? strings.blogRecentPosts ?? 'Recent posts',
    items: shown.map((post) => ({ title: post.title, permalink: table.href(post.routePath) })),
  };
}

/** What a post's compile job carries: its header, the sidebar, and the posts around it. */
export function postPageData({ route, table, strings }: { route: Route; table: RouteTable; strings: Strings }): BlogPageData | undefined {
  const post = route.post;
  const data = route.blogId === undefined ? undefined : table.blogs.get(route.blogId);
  if (!post || !data) return undefined;
  const { listed } = data;
  const index = listed.indexOf(post);
  const link = (other: BlogPost | undefined) => other && { title: other.title, permalink: table.href(other.routePath) };
  // The list runs newest first: the post before is newer (with sortPosts 'ascending', older).
  const [newer, older] = data.blog.sortPosts === 'ascending' ? [listed[index + 1], listed[index - 1]] : [listed[index - 1], listed[index + 1]];
  const around = index < 0 ? {} : { ...(newer ? { newer: link(newer) } : {}), ...(older ? { older: link(older) } : {}) };
  const sidebar = sidebarOf({ data, table, strings });
  return { view: 'post', ...(sidebar ? { sidebar } : {}), post: { ...postSummary({ post, table }), ...around } };
}

/** A generated blog page's data: its posts with their excerpts' HTML joined in `html`. */
export function blogPageData({
  spec,
  data,
  table,
  strings,
  excerptOf,
}: {
  spec: BlogPageSpec;
  data: BlogData;
  table: RouteTable;
  strings: Strings;
  /** The compiled excerpt HTML of a post, by its route path. */
  excerptOf: (post: BlogPost) => string;
}): MarkdownPageData {
  const sidebar = sidebarOf({ data, table, strings });
  // Every generated page is a Markdown page without TOC whose view the blog data names.
  const pageOf = ({
    title,
    description = title,
    html = '',
    blog,
  }: {
    title: string;
    description?: string;
    html?: string;
    blog: Omit<BlogPageData, 'sidebar'>;
  }): MarkdownPageData => ({
    kind: 'markdown',
    title,
    description,
    html,
    toc: [],
    hideTitle: false,
    hideTableOfContents: true,
    blog: { ...blog, ...(sidebar ? { sidebar } : {}) },
  });
  const listOf = (posts: readonly BlogPost[]) => ({
    posts: posts.map((post) => postSummary({ post, table })),
    html: posts.map((post) => excerptOf(post).trim()).join(BLOG_EXCERPT_SEPARATOR),
  });
  const paginator = (page: number, pages: readonly string[]) => ({
    page: page + 1,
    total: pages.length,
    ...(page > 0 ? { newer: table.href(pages[page - 1] as string) } : {}),
    ...(page + 1 < pages.length ? { older: table.href(pages[page + 1] as string) } : {}),
  });
  const tagsIndex = joinRoutePath(data.blog.routeBasePath, data.blog.tagsBasePath);
  switch (spec.view) {
    case 'list': {
      const { posts, html } = listOf(spec.posts);
      return pageOf({
        title: data.title,
        description: data.description,
        html,
        blog: { view: 'list', posts, paginator: paginator(spec.page, spec.pages) },
      });
    }
    case 'tag': {
      const { posts, html } = listOf(spec.posts);
      const title = fill(strings[spec.count === 1 ? 'blogTagTitleOne' : 'blogTagTitle'] ?? '{count} posts tagged with "{tag}"', {
        count: String(spec.count),
        tag: spec.tag.label,
      });
      return pageOf({
        title,
        description: spec.tag.description ?? title,
        html,
        blog: {
          view: 'tag',
          posts,
          paginator: paginator(spec.page, spec.pages),
          tag: { ...tagData(spec.tag, table), count: spec.count, allTags: table.href(tagsIndex) },
        },
      });
    }
    case 'author': {
      const { posts, html } = listOf(spec.posts);
      const author = authorData(spec.author, table);
      const name = author.name ?? spec.author.key ?? '';
      const authorsIndex = joinRoutePath(data.blog.routeBasePath, data.blog.authorsBasePath);
      return pageOf({
        title: fill(strings[spec.count === 1 ? 'blogAuthorPageTitleOne' : 'blogAuthorPageTitle'] ?? '{name} - {count} posts', {
          name,
          count: String(spec.count),
        }),
        description: author.title ?? name,
        html,
        blog: {
          view: 'author',
          posts,
          paginator: paginator(spec.page, spec.pages),
          author: { ...author, count: spec.count, allAuthors: table.href(authorsIndex) },
        },
      });
    }
    case 'tags': {
      const title = strings.blogTagsTitle ?? 'Tags';
      return pageOf({
        title,
        blog: { view: 'tags', tags: spec.tags.map(({ tag, count }) => ({ ...tagData(tag, table), count })) },
      });
    }
    case 'authors': {
      const title = strings.blogAuthorsTitle ?? 'Authors';
      return pageOf({
        title,
        blog: { view: 'authors', authors: spec.authors.map(({ author, count }) => ({ ...authorData(author, table), count })) },
      });
    }
    case 'archive': {
      const title = strings.blogArchiveTitle ?? 'Archive';
      // The years newest first, and the posts of each oldest first, as the classic theme lists them.
      const years = new Map<string, { title: string; permalink: string; date: string; formattedDate: string }[]>();
      const oldestFirst = [...spec.posts].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      for (const post of oldestFirst) {
        const year = post.date.slice(0, 4);
        const entry = {
          title: post.title,
          permalink: table.href(post.routePath),
          date: post.date,
          formattedDate: formatDate(post.date, table.locale.htmlLang, { year: false }),
        };
        years.set(year, [...(years.get(year) ?? []), entry]);
      }
      return pageOf({
        title,
        description: strings.blogArchiveDescription ?? title,
        blog: { view: 'archive', archive: [...years].sort(([a], [b]) => (a < b ? 1 : -1)).map(([year, posts]) => ({ year, posts })) },
      });
    }
  }
}
