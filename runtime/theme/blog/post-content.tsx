// A post's content as Docusaurus's blog components take it: a component carrying the post's
// metadata. A Markdown post's (or an excerpt's) HTML is not rendered by its component but put
// by BlogPostItem/Content straight into its `.markdown` element, which the browser reads back at
// hydration (MarkdownContent's attribute); an MDX post's component renders the post.
import { isValidElement, type ReactNode } from 'react';
import type { BlogAuthor, BlogPostMetadata, PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import type { TOCItem } from '@docusaurus/theme-common';
import type { BlogAuthorData, BlogPostSummary, PaginationLink, TocItem } from '../../shared/types.js';
import { FRAGMENTS_PROP } from '../../shared/static-fragments.js';
import type { ContentProps } from '../MarkdownContent.js';

interface ContentMark {
  /** The HTML of a Markdown post or excerpt; absent for an MDX post. */
  readonly html?: string;
  /** The language of content shown untranslated. */
  readonly lang?: string;
}

const marks = new WeakMap<object, ContentMark>();

/** What BlogPostItem/Content renders its `.markdown` element with, when given a post's content. */
export function markdownContentOf(children: ReactNode): ContentMark | undefined {
  return isValidElement(children) && typeof children.type === 'function' ? marks.get(children.type) : undefined;
}

const authorOf = ({ page, count: _count, ...author }: BlogAuthorData): BlogAuthor => ({ ...author, page: page ? { permalink: page } : null });

/** The post's content component, with its metadata. */
export function postContent({
  post,
  content,
  lang,
  description,
  toc = [],
  editUrl,
  lastUpdate,
  hideTableOfContents,
  newer,
  older,
}: {
  post: BlogPostSummary;
  content: ContentProps;
  lang?: string;
  description?: string;
  toc?: readonly TocItem[];
  editUrl?: string;
  lastUpdate?: { readonly date?: string; readonly author?: string };
  hideTableOfContents?: boolean;
  newer?: PaginationLink;
  older?: PaginationLink;
}): PropBlogPostContent {
  const levels = toc.map((item) => item.level);
  const frontMatter = {
    ...(post.keywords ? { keywords: post.keywords } : {}),
    ...(post.image ? { image: post.image } : {}),
    ...(hideTableOfContents ? { hide_table_of_contents: true } : {}),
    // The compile kept the headings the post's levels ask for: the TOC shows them all.
    ...(levels.length > 0 ? { toc_min_heading_level: Math.min(...levels), toc_max_heading_level: Math.max(...levels) } : {}),
  };
  const metadata: BlogPostMetadata = {
    permalink: post.permalink,
    title: post.title,
    description: description ?? post.description,
    date: post.date,
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    authors: post.authors.map(authorOf),
    tags: post.tags,
    hasTruncateMarker: Boolean(post.truncated),
    ...(editUrl ? { editUrl } : {}),
    ...(lastUpdate?.date ? { lastUpdatedAt: Date.parse(`${lastUpdate.date}T00:00:00Z`) } : {}),
    ...(lastUpdate?.author ? { lastUpdatedBy: lastUpdate.author } : {}),
    unlisted: Boolean(post.unlisted),
    frontMatter,
    ...(newer ? { prevItem: newer } : {}),
    ...(older ? { nextItem: older } : {}),
  };
  const { Content, fragments } = content;
  const Post = Content ? () => <Content {...{ [FRAGMENTS_PROP]: fragments }} /> : () => null;
  marks.set(Post, { ...(Content ? {} : { html: content.html }), ...(lang ? { lang } : {}) });
  const tocItems: TOCItem[] = toc.map((item) => ({ value: item.text, id: item.id, level: item.level }));
  return Object.assign(Post, { metadata, frontMatter, assets: { authorsImageUrls: [] }, toc: tocItems });
}
