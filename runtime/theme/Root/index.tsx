// `@theme/Root`: wraps the whole app, above every page and kept across navigations. Empty here; a
// site swizzles it to add its own providers.
import type { ReactNode } from 'react';

export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
