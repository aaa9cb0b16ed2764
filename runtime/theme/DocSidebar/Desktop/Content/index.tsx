// `@theme/DocSidebar/Desktop/Content`: the sidebar's menu. While the announcement bar shows (at the
// top of the page) the menu keeps room for it.
import { useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useAnnouncementBar, useScrollPosition } from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { SidebarItem } from '../../../../shared/types.js';

function useShowAnnouncementBar(): boolean {
  const { isActive } = useAnnouncementBar();
  const [shown, setShown] = useState(isActive);
  useScrollPosition(
    ({ scrollY }) => {
      if (isActive) setShown(scrollY === 0);
    },
    [isActive],
  );
  return isActive && shown;
}

export default function DocSidebarDesktopContent({ path, sidebar, className }: { path: string; sidebar: readonly SidebarItem[]; className?: string }) {
  const showAnnouncementBar = useShowAnnouncementBar();
  return (
    <nav
      aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}
      className={clsx('menu thin-scrollbar', 'menu_qiME', showAnnouncementBar && 'menuWithAnnouncementBar_hRfJ', className)}
    >
      <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
        <DocSidebarItems items={sidebar} activePath={path} level={1} />
      </ul>
    </nav>
  );
}
