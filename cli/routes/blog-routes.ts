// The routes of a blog instance in one locale: a page per post, the paginated list, a page per
// tag (paginated) and the tags index, a page per author with a page (paginated) and the authors
// index, and the archive. Unlisted posts have their page and appear nowhere else.
import type { BlogInstance } from '../config/resolve-config.js';
import type { BlogAuthor, BlogData, BlogPost, BlogTag } from '../content/blog.js';
import { joinRoutePath } from '../content/slugs.js';

/** What a generated blog page lists; its data chunk is made after the posts compile (blog-pages.ts). */
export type BlogPageSpec =
  | { readonly view: 'list'; readonly posts: readonly BlogPost[]; readonly page: number; readonly pages: readonly string[] }
  | {
      readonly view: 'tag';
      readonly tag: BlogTag;
      readonly count: number;
      readonly posts: readonly BlogPost[];
      readonly page: number;
      readonly pages: readonly string[];
    }
  | {
      readonly view: 'author';
      readonly author: BlogAuthor;
      readonly count: number;
      readonly posts: readonly BlogPost[];
      readonly page: number;
      readonly pages: readonly string[];
    }
  | { readonly view: 'tags'; readonly tags: readonly { readonly tag: BlogTag; readonly count: number }[] }
  | { readonly view: 'authors'; readonly authors: readonly { readonly author: BlogAuthor; readonly count: number }[] }
  | { readonly view: 'archive'; readonly posts: readonly BlogPost[] };

export interface BlogRoutePlan {
  readonly posts: readonly BlogPost[];
  /** Route path -> what the page lists, with the blog it belongs to. */
  readonly pages: ReadonlyMap<string, BlogPageSpec>;
}

/** Posts cut into pages: the first at `base`, the next at `base/<pageBasePath>/2`, and so on. */
function paginate({ blog, base, posts }: { blog: BlogInstance; base: string; posts: readonly BlogPost[] }) {
  const size = blog.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : blog.postsPerPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  const pages = Array.from({ length: count }, (_, index) => (index === 0 ? base : joinRoutePath(base, blog.pageBasePath, String(index + 1))));
  return pages.map((path, index) => ({ path, posts: posts.slice(index * size, (index + 1) * size), page: index, pages }));
}

export function blogRoutes({ data }: { data: BlogData }): BlogRoutePlan {
  const { blog } = data;
  const { listed } = data;
  const pages = new Map<string, BlogPageSpec>();
  const base = joinRoutePath(blog.routeBasePath);
  for (const { path, ...page } of paginate({ blog, base, posts: listed })) pages.set(path, { view: 'list', ...page });

  const byTag = new Map<string, { tag: BlogTag; posts: BlogPost[] }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const entry = byTag.get(tag.permalink) ?? { tag, posts: [] };
      if (!entry.posts.includes(post)) entry.posts.push(post);
      byTag.set(tag.permalink, entry);
    }
  }
  if (byTag.size > 0) {
    const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en'));
    pages.set(joinRoutePath(blog.routeBasePath, blog.tagsBasePath), { view: 'tags', tags: tags.map(({ tag, posts }) => ({ tag, count: posts.length })) });
    for (const { tag, posts } of tags) {
      for (const { path, ...page } of paginate({ blog, base: tag.permalink, posts })) pages.set(path, { view: 'tag', tag, count: posts.length, ...page });
    }
  }

  if (data.authors.size > 0) {
    const withPage = [...data.authors.values()].filter((author) => author.page);
    const postsOf = (author: BlogAuthor) => listed.filter((post) => post.authors.some((candidate) => candidate.key === author.key));
    // As Docusaurus's blog: an authors file gives an index of every author in it, with how many
    // listed posts each wrote; those with a page (`page: true`) link to it.
    pages.set(joinRoutePath(blog.routeBasePath, blog.authorsBasePath), {
      view: 'authors',
      authors: [...data.authors.values()].map((author) => ({ author, count: postsOf(author).length })),
    });
    for (const author of withPage) {
      const posts = postsOf(author);
      for (const { path, ...page } of paginate({ blog, base: author.page as string, posts }))
        pages.set(path, { view: 'author', author, count: posts.length, ...page });
    }
  }
  if (blog.archiveBasePath !== null && listed.length > 0)
    pages.set(joinRoutePath(blog.routeBasePath, blog.archiveBasePath), { view: 'archive', posts: listed });
  return { posts: data.posts, pages };
}
