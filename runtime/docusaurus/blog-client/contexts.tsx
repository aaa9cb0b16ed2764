// The post a BlogPostItem shows (BlogPostProvider, useBlogPost) and the blog a page belongs to
// (useBlogMetadata, from the route's context), in Docusaurus's shapes.
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { ReactContextError } from '../theme-common/utils.js';
import useRouteContext from '../useRouteContext.js';
import type { TOCItem } from '../theme-common/toc.js';

export interface BlogAuthor {
  readonly key?: string;
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  readonly url?: string;
  readonly email?: string;
  readonly imageURL?: string;
  /** The author's page on the blog, when they have one. */
  readonly page: { readonly permalink: string } | null;
  readonly socials?: Readonly<Record<string, string>>;
}

export interface BlogTag {
  readonly label: string;
  readonly permalink: string;
  readonly description?: string;
}

export interface BlogPaginatorItem {
  readonly title: string;
  readonly permalink: string;
}

export interface BlogPostFrontMatter {
  readonly title?: string;
  readonly title_meta?: string;
  readonly description?: string;
  readonly keywords?: readonly string[];
  readonly image?: string;
  readonly hide_table_of_contents?: boolean;
  readonly toc_min_heading_level?: number;
  readonly toc_max_heading_level?: number;
  readonly [key: string]: unknown;
}

export interface BlogPostMetadata {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  /** ISO date and time. */
  readonly date: string;
  /** Minutes, not rounded. */
  readonly readingTime?: number;
  readonly authors: readonly BlogAuthor[];
  readonly tags: readonly BlogTag[];
  readonly hasTruncateMarker: boolean;
  readonly editUrl?: string;
  /** Milliseconds since the epoch. */
  readonly lastUpdatedAt?: number;
  readonly lastUpdatedBy?: string;
  readonly unlisted: boolean;
  readonly frontMatter: BlogPostFrontMatter;
  /** The newer post (Docusaurus's prevItem) and the older one (nextItem). */
  readonly prevItem?: BlogPaginatorItem;
  readonly nextItem?: BlogPaginatorItem;
}

export interface BlogPostAssets {
  readonly image?: string;
  readonly authorsImageUrls: readonly (string | undefined)[];
}

/** A post's content component, with what the theme reads of the post on it. */
export type PropBlogPostContent = ComponentType & {
  readonly metadata: BlogPostMetadata;
  readonly frontMatter: BlogPostFrontMatter;
  readonly assets: BlogPostAssets;
  readonly toc: readonly TOCItem[];
};

export interface BlogPostContextValue {
  readonly metadata: BlogPostMetadata;
  readonly frontMatter: BlogPostFrontMatter;
  readonly assets: BlogPostAssets;
  readonly toc: readonly TOCItem[];
  readonly isBlogPostPage: boolean;
}

export interface BlogMetadata {
  /** href of the blog's first list page. */
  readonly blogBasePath: string;
  readonly blogTitle: string;
  /** href of the authors index. */
  readonly authorsListPath: string;
}

const Context = createContext<BlogPostContextValue | null>(null);

export function BlogPostProvider({
  children,
  content,
  isBlogPostPage = false,
}: {
  children: ReactNode;
  content: PropBlogPostContent;
  isBlogPostPage?: boolean;
}) {
  const value = useMemo(
    () => ({ metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc, isBlogPostPage }),
    [content, isBlogPostPage],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useBlogPost(): BlogPostContextValue {
  const value = useContext(Context);
  if (value === null) throw new ReactContextError('BlogPostProvider');
  return value;
}

export function useBlogMetadata(): BlogMetadata {
  const metadata = useRouteContext().data?.blogMetadata;
  if (!metadata) throw new Error("useBlogMetadata() can't be called on the current route: it is not a page of a blog.");
  return metadata as BlogMetadata;
}
