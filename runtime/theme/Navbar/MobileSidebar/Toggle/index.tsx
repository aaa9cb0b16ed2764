// `@theme/Navbar/MobileSidebar/Toggle`: the menu button below the desktop width.
import { translate } from '@docusaurus/Translate';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import IconMenu from '@theme/Icon/Menu';

export default function MobileSidebarToggle() {
  const { toggle, shown } = useNavbarMobileSidebar();
  return (
    <button
      onClick={toggle}
      aria-label={translate({ id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', message: 'Toggle navigation bar' })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button"
    >
      <IconMenu />
    </button>
  );
}
