// `@theme/CodeInline`: inline code, for a site to swizzle.
import type { ComponentProps } from 'react';

export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
