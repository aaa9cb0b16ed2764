// `@theme/DocsRoot`: the frame of every docs page: the docs wrapper class on <html>, and the layout.
import type { ReactNode } from 'react';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';

export default function DocsRoot({ children }: { children: ReactNode }) {
  return (
    <HtmlClassNameProvider className={ThemeClassNames.wrapper.docsPages}>
      <Layout>{children}</Layout>
    </HtmlClassNameProvider>
  );
}
