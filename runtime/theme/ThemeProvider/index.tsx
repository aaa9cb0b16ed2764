// `@theme/ThemeProvider`: the providers around every page that a site may swizzle: the title formatter.
import type { ReactNode } from 'react';
import TitleFormatterProvider from '@theme/ThemeProvider/TitleFormatter';

export default function ThemeProvider({ children }: { children: ReactNode }) {
  return <TitleFormatterProvider>{children}</TitleFormatterProvider>;
}
