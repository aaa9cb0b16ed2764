// `@theme/DocSidebar/Mobile`: the docs sidebar as the mobile menu's secondary menu; choosing a page
// closes the menu.
import clsx from 'clsx';
import { NavbarSecondaryMenuFiller, ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebar';
import type { SidebarItem } from '../../../shared/types.js';

function DocSidebarMobileSecondaryMenu({ sidebar, path }: Props) {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item: SidebarItem) => {
          if ((item.type === 'category' && item.href) || item.type === 'link') mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

export default function DocSidebarMobile(props: Props) {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={props} />;
}
