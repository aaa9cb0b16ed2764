// `@theme/MDXComponents/Pre`: a fenced code block's <pre> is its code's CodeBlock, nothing more.
import type { ComponentProps } from 'react';

export default function MDXPre(props: ComponentProps<'pre'>) {
  return <>{props.children}</>;
}
