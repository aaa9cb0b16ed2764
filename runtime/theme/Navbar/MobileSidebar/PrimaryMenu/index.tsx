// `@theme/Navbar/MobileSidebar/PrimaryMenu`: the navbar's items as a menu; choosing one closes the
// sidebar.
import { useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';

export default function NavbarMobilePrimaryMenu() {
  const mobileSidebar = useNavbarMobileSidebar();
  const { items } = useThemeConfig().navbar;
  return (
    <ul className="menu__list">
      {items.map((item, index) => (
        <NavbarItem mobile {...item} onClick={() => mobileSidebar.toggle()} key={index} />
      ))}
    </ul>
  );
}
