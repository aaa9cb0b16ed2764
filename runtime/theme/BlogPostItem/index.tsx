// `@theme/BlogPostItem`: one post, in a list or on its own page: header, content, footer. Sites
// swizzle it to wrap it (comments under a post); the post comes from useBlogPost.
import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';

export default function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  const { isBlogPostPage } = useBlogPost();
  // Lists space their posts apart.
  const classes = [isBlogPostPage ? undefined : 'margin-bottom--xl', className].filter(Boolean).join(' ');
  return (
    <BlogPostItemContainer {...(classes ? { className: classes } : {})}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
