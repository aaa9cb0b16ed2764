// The post a BlogPostItem shows, for it and for the site's components in it (useBlogPost).
import { createContext, useContext } from 'react';
import type { BlogPostSummary } from '../../shared/types.js';

export interface BlogPostValue {
  readonly post: BlogPostSummary;
  /** On the post's own page (not in a list). */
  readonly isBlogPostPage: boolean;
  readonly editUrl?: string;
  readonly description?: string;
  /** From `last_update` front matter: shown under the post on its page. */
  readonly lastUpdate?: { readonly date?: string; readonly author?: string };
}

export const BlogPostContext = createContext<BlogPostValue | null>(null);

export function useBlogPostValue(): BlogPostValue {
  const value = useContext(BlogPostContext);
  if (!value) throw new Error('useBlogPost() is called outside a blog post: it works in BlogPostItem and what it renders.');
  return value;
}
