// `@theme/BlogPostItems`: the posts of a list, each in its BlogPostItem with its content.
import type { ComponentType, ReactNode } from 'react';
import { BlogPostProvider, type PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme/BlogPostItem';

export interface Props {
  readonly items: readonly { readonly content: PropBlogPostContent }[];
  readonly component?: ComponentType<{ children: ReactNode }>;
}

export default function BlogPostItems({ items, component: Item = BlogPostItem }: Props) {
  return (
    <>
      {items.map(({ content: Content }) => (
        <BlogPostProvider key={Content.metadata.permalink} content={Content}>
          <Item>
            <Content />
          </Item>
        </BlogPostProvider>
      ))}
    </>
  );
}
