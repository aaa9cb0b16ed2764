// `@theme/MDXContent`: where MDX content renders. Compiled MDX asks the theme's MDXComponents for
// its components itself (mdx-components.ts), so this needs no provider.
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
