// `@theme/BlogPostItem/Content`: the post's content (its excerpt in lists). On the post's page it
// carries the id feeds look for and is what search indexes; a Markdown post's HTML goes straight
// in, where the browser reads it back at hydration.
import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { markdownContentOf } from '../../blog/post-content.js';
import { MARKDOWN_ATTRIBUTE } from '../../MarkdownContent.js';

/** Docusaurus's id of a post's content on its page. */
const BLOG_POST_CONTAINER_ID = '__blog-post-container';

export default function BlogPostItemContent({ children, className }: { children?: ReactNode; className?: string }) {
  const { isBlogPostPage } = useBlogPost();
  const markdown = markdownContentOf(children);
  const props = {
    ...(isBlogPostPage ? { id: BLOG_POST_CONTAINER_ID, 'data-pagefind-body': '' } : {}),
    ...(markdown?.lang ? { lang: markdown.lang } : {}),
    className: ['markdown', className].filter(Boolean).join(' '),
  };
  if (markdown?.html !== undefined) return <div {...props} {...{ [MARKDOWN_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: markdown.html }} />;
  return <div {...props}>{children}</div>;
}
