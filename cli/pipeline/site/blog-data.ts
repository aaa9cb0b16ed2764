// The page data of a blog's pages in one locale: a post's header, sidebar and newer/older links
// (given to its compile job), and the generated pages' lists, each post with its excerpt's HTML.
// Titles the build needs (the tag and author pages', for <title>, search and feeds) are made from
// the theme's strings by their Docusaurus ids, plural forms picked as the theme picks them.
import type { BlogAuthorData, BlogPageData, BlogPostSummary, BlogTagData, MarkdownPageData } from '../../../runtime/shared/types.js';
import { BLOG_EXCERPT_SEPARATOR } from '../../../runtime/shared/blog.js';
import { selectPluralMessage } from '../../../runtime/shared/plural.js';
import type { BlogAuthor, BlogData, BlogPost, BlogTag } from '../../content/blog.js';
import type { Route, RouteTable } from '../../routes/route-table.js';
import type { BlogPageSpec } from '../../routes/blog-routes.js';
import { joinRoutePath } from '../../content/slugs.js';

type Strings = Readonly<Record<string, string>>;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

function authorData(author: BlogAuthor, table: RouteTable): BlogAuthorData {
  const { page, ...shown } = author;
  return { ...shown, ...(page ? { page: table.href(page) } : {}) };
}

const tagData = (tag: BlogTag, table: RouteTable): BlogTagData => ({ ...tag, permalink: table.href(tag.permalink) });

export function postSummary({ post, table, description }: { post: BlogPost; table: RouteTable; description?: string }): BlogPostSummary {
  const { keywords, image } = post.frontMatter;
  return {
    title: post.title,
    permalink: table.href(post.routePath),
    date: post.date,
    description: description ?? (typeof post.frontMatter.description === 'string' ? post.frontMatter.description : ''),
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    authors: post.authors.map((author) => authorData(author, table)),
    tags: post.tags.map((tag) => tagData(tag, table)),
    ...(post.truncated ? { truncated: true as const } : {}),
    ...(post.unlisted ? { unlisted: true as const } : {}),
    ...(keywords?.length ? { keywords: keywords.map(String) } : {}),
    ...(image ? { image } : {}),
  };
}

/** The blog's title, description and the hrefs of its list and authors pages. */
function metadataOf(data: BlogData, table: RouteTable): BlogPageData['metadata'] {
  return {
    blogTitle: data.title,
    blogDescription: data.description,
    blogBasePath: table.href(joinRoutePath(data.blog.routeBasePath)),
    authorsListPath: table.href(joinRoutePath(data.blog.routeBasePath, data.blog.authorsBasePath)),
  };
}

/** The recent posts; an unlisted post is among them on its own page only, as the theme shows it. */
function sidebarOf({ data, table, strings, current }: { data: BlogData; table: RouteTable; strings: Strings; current?: BlogPost }): BlogPageData['sidebar'] {
  const { blogSidebarCount } = data.blog;
  if (blogSidebarCount === 0) return undefined;
  const shown = blogSidebarCount === 'ALL' ? data.posts : data.posts.slice(0, blogSidebarCount);
  return {
    title: data.sidebarTitle ?? strings['docgen.blog.recentPosts'] ?? 'Recent posts',
    items: shown
      .filter((post) => !post.unlisted || post === current)
      .map((post) => ({ title: post.title, permalink: table.href(post.routePath), date: post.date, ...(post.unlisted ? { unlisted: true as const } : {}) })),
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
  const sidebar = sidebarOf({ data, table, strings, current: post });
  return {
    view: 'post',
    pluginId: data.blog.id,
    metadata: metadataOf(data, table),
    permalink: table.href(post.routePath),
    ...(sidebar ? { sidebar } : {}),
    post: { ...postSummary({ post, table }), ...around },
  };
}

/** "2 posts", "One post": the theme's plural message for a number of posts. */
function postsCount({ count, strings, locale }: { count: number; strings: Strings; locale: string }): string {
  return fill(selectPluralMessage(locale, count, strings['theme.blog.post.plurals'] ?? 'One post|{count} posts'), { count: String(count) });
}

/** A generated blog page's data: its posts with their excerpts' HTML joined in `html`. */
export function blogPageData({
  spec,
  path,
  data,
  table,
  strings,
  excerptOf,
  descriptionOf,
}: {
  spec: BlogPageSpec;
  /** The page's route path. */
  path: string;
  data: BlogData;
  table: RouteTable;
  strings: Strings;
  /** The compiled excerpt HTML of a post, by its route path. */
  excerptOf: (post: BlogPost) => string;
  /** The description of a post's page (front matter, else its first paragraph). */
  descriptionOf: (post: BlogPost) => string | undefined;
}): MarkdownPageData {
  const sidebar = sidebarOf({ data, table, strings });
  const metadata = metadataOf(data, table);
  const permalink = table.href(path);
  const locale = table.locale.code;
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
    blog: Omit<BlogPageData, 'sidebar' | 'metadata' | 'permalink' | 'pluginId'>;
  }): MarkdownPageData => ({
    kind: 'markdown',
    title,
    description,
    html,
    toc: [],
    hideTitle: false,
    hideTableOfContents: true,
    blog: { ...blog, pluginId: data.blog.id, metadata, permalink, ...(sidebar ? { sidebar } : {}) },
  });
  const listOf = (posts: readonly BlogPost[]) => ({
    posts: posts.map((post) => {
      const description = descriptionOf(post);
      return postSummary({ post, table, ...(description !== undefined ? { description } : {}) });
    }),
    html: posts.map((post) => excerptOf(post).trim()).join(BLOG_EXCERPT_SEPARATOR),
  });
  const postsPerPage = data.blog.postsPerPage === 'ALL' ? 0 : data.blog.postsPerPage;
  const paginator = (page: number, pages: readonly string[], totalCount: number) => ({
    page: page + 1,
    total: pages.length,
    totalCount,
    postsPerPage: postsPerPage || totalCount,
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
        blog: { view: 'list', posts, paginator: paginator(spec.page, spec.pages, data.listed.length) },
      });
    }
    case 'tag': {
      const { posts, html } = listOf(spec.posts);
      const title = fill(strings['theme.blog.tagTitle'] ?? '{nPosts} tagged with "{tagName}"', {
        nPosts: postsCount({ count: spec.count, strings, locale }),
        tagName: spec.tag.label,
      });
      return pageOf({
        title,
        description: spec.tag.description ?? title,
        html,
        blog: {
          view: 'tag',
          posts,
          paginator: paginator(spec.page, spec.pages, spec.count),
          tag: { ...tagData(spec.tag, table), count: spec.count, allTags: table.href(tagsIndex) },
        },
      });
    }
    case 'author': {
      const { posts, html } = listOf(spec.posts);
      const author = authorData(spec.author, table);
      const name = author.name || spec.author.key || '';
      return pageOf({
        title: fill(strings['theme.blog.author.pageTitle'] ?? '{authorName} - {nPosts}', {
          authorName: name,
          nPosts: postsCount({ count: spec.count, strings, locale }),
        }),
        description: author.title ?? name,
        html,
        blog: { view: 'author', posts, paginator: paginator(spec.page, spec.pages, spec.count), author: { ...author, count: spec.count } },
      });
    }
    case 'tags': {
      const title = strings['theme.tags.tagsPageTitle'] ?? 'Tags';
      return pageOf({
        title,
        blog: { view: 'tags', tags: spec.tags.map(({ tag, count }) => ({ ...tagData(tag, table), count })) },
      });
    }
    case 'authors': {
      const title = strings['theme.blog.authorsList.pageTitle'] ?? 'Authors';
      return pageOf({
        title,
        blog: { view: 'authors', authors: spec.authors.map(({ author, count }) => ({ ...authorData(author, table), count })) },
      });
    }
    case 'archive': {
      const title = strings['theme.blog.archive.title'] ?? 'Archive';
      // Newest first, as the blog lists them; the theme groups them by year.
      const newestFirst = [...spec.posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
      return pageOf({
        title,
        description: strings['theme.blog.archive.description'] ?? title,
        blog: { view: 'archive', archive: newestFirst.map((post) => ({ title: post.title, permalink: table.href(post.routePath), date: post.date })) },
      });
    }
  }
}
