// `@theme/CodeBlock/Title`: the block's title as given, for a site to swizzle.
import type { ReactNode } from 'react';

export default function CodeBlockTitle({ children }: { readonly children: ReactNode }) {
  return children;
}
