// `@theme/Navbar/MobileSidebar/Layout`: the header, then two panels side by side (the primary menu
// and the secondary one), the hidden one inert.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';

function Panel({ children, inert }: { children: ReactNode; inert: boolean }) {
  // React 18 knows no `inert` property: the attribute is given as a string.
  return (
    <div className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.panel, 'navbar-sidebar__item menu')} {...({ inert: inert ? '' : undefined } as object)}>
      {children}
    </div>
  );
}

export default function NavbarMobileSidebarLayout({
  header,
  primaryMenu,
  secondaryMenu,
}: {
  header: ReactNode;
  primaryMenu: ReactNode;
  secondaryMenu: ReactNode;
}) {
  const { shown: secondaryMenuShown } = useNavbarSecondaryMenu();
  return (
    <div className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar')}>
      {header}
      <div className={clsx('navbar-sidebar__items', { 'navbar-sidebar__items--show-secondary': secondaryMenuShown })}>
        <Panel inert={secondaryMenuShown}>{primaryMenu}</Panel>
        <Panel inert={!secondaryMenuShown}>{secondaryMenu}</Panel>
      </div>
    </div>
  );
}
