// `@theme/DocRoot/Layout/Main`: the doc's column, wider while the sidebar is hidden.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';

export default function DocRootLayoutMain({ hiddenSidebarContainer, children }: { hiddenSidebarContainer: boolean; children: ReactNode }) {
  const sidebar = useDocsSidebar();
  return (
    <main className={clsx('docMainContainer_namt', (hiddenSidebarContainer || !sidebar) && 'docMainContainerEnhanced_sRjM')}>
      <div className={clsx('container padding-top--md padding-bottom--lg', hiddenSidebarContainer && 'docItemWrapperEnhanced_TX_6')}>{children}</div>
    </main>
  );
}
