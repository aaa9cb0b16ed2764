// `@theme/DocRoot`: a docs page with its sidebar (when the doc is in one).
import type { ReactNode } from 'react';
import { DocsSidebarProvider, useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import type { SidebarItem } from '../../shared/types.js';

export default function DocRoot(props: { sidebarName?: string; sidebarItems?: readonly SidebarItem[]; children: ReactNode }) {
  const metadata = useDocRootMetadata(props);
  if (!metadata) return <NotFoundContent />;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <DocsSidebarProvider name={metadata.sidebarName} items={metadata.sidebarItems}>
        <DocRootLayout>{metadata.docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
