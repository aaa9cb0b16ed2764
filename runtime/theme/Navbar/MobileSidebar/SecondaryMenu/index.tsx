// `@theme/Navbar/MobileSidebar/SecondaryMenu`: what the page puts there (a docs page, its sidebar),
// with a way back to the main menu.
import type { ComponentProps } from 'react';
import Translate from '@docusaurus/Translate';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';

function SecondaryMenuBackButton(props: ComponentProps<'button'>) {
  return (
    <button {...props} type="button" className="clean-btn navbar-sidebar__back">
      <Translate id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel">← Back to main menu</Translate>
    </button>
  );
}

export default function NavbarMobileSidebarSecondaryMenu() {
  const primaryMenuEmpty = useThemeConfig().navbar.items.length === 0;
  const secondaryMenu = useNavbarSecondaryMenu();
  return (
    <>
      {primaryMenuEmpty ? null : <SecondaryMenuBackButton onClick={() => secondaryMenu.hide()} />}
      {secondaryMenu.content}
    </>
  );
}
