// `@theme/DocRoot/Layout/Sidebar`: the sidebar's column. Hiding it narrows the column first and
// hides the sidebar once that transition ends; a narrow column shows the expand button.
import { useCallback, useState, type Dispatch, type SetStateAction, type TransitionEvent } from 'react';
import clsx from 'clsx';
// The hook alone, not `@docusaurus/router`: every page loads this component's code.
import { useLocation } from '../../../../docusaurus/use-location.js';
import { ThemeClassNames } from '@docusaurus/theme-common';
import DocSidebar from '@theme/DocSidebar';
import ExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import type { SidebarItem } from '../../../../shared/types.js';

export interface Props {
  readonly sidebar: readonly SidebarItem[];
  readonly hiddenSidebarContainer: boolean;
  readonly setHiddenSidebarContainer: Dispatch<SetStateAction<boolean>>;
}

export default function DocRootLayoutSidebar({ sidebar, hiddenSidebarContainer, setHiddenSidebarContainer }: Props) {
  const { pathname } = useLocation();
  const [hiddenSidebar, setHiddenSidebar] = useState(false);
  const toggleSidebar = useCallback(() => {
    if (hiddenSidebar) setHiddenSidebar(false);
    // The sidebar shows again at once; it hides only once its column has narrowed.
    if (!hiddenSidebar && window.matchMedia('(prefers-reduced-motion: reduce)').matches) setHiddenSidebar(true);
    setHiddenSidebarContainer((value) => !value);
  }, [setHiddenSidebarContainer, hiddenSidebar]);
  return (
    <aside
      className={clsx(ThemeClassNames.docs.docSidebarContainer, 'docSidebarContainer_e5ai', hiddenSidebarContainer && 'docSidebarContainerHidden_vqQo')}
      onTransitionEnd={(event: TransitionEvent<HTMLElement>) => {
        if (!event.currentTarget.classList.contains('docSidebarContainer_e5ai')) return;
        if (hiddenSidebarContainer) setHiddenSidebar(true);
      }}
    >
      <div className="sidebarViewport_N8x0">
        <DocSidebar sidebar={sidebar} path={pathname} onCollapse={toggleSidebar} isHidden={hiddenSidebar} />
        {hiddenSidebar ? <ExpandButton toggleSidebar={toggleSidebar} /> : null}
      </div>
    </aside>
  );
}
