// `@theme/DocRoot`: a docs page with its sidebar (when the doc is in one).
import type { ReactNode } from 'react';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import DocRootLayout from '@theme/DocRoot/Layout';
import type { SidebarItem } from '../../shared/types.js';

export default function DocRoot({ sidebarName, sidebarItems, children }: { sidebarName?: string; sidebarItems?: readonly SidebarItem[]; children: ReactNode }) {
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{children}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
