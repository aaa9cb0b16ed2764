// `@theme/BlogPostItem/Container`: the post's article element.
import type { ReactNode } from 'react';

export default function BlogPostItemContainer({ children, className }: { children?: ReactNode; className?: string }) {
  return <article className={className}>{children}</article>;
}
