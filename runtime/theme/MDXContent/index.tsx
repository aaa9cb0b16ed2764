// `@theme/MDXContent`: MDX content rendered with the theme's components. docgen's compiled MDX asks
// for @theme/MDXComponents itself (its provider, mdx-components.ts), so this wraps nothing.
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { readonly children: ReactNode }) {
  return <>{children}</>;
}
