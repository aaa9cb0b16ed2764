// `@theme/Navbar/Content`: the mobile toggle, the logo and the items on the left; the items on the
// right, the colour mode toggle and, when no item is the search box, the search bar. An item that
// fails to render is replaced by a short notice; the rest of the navbar stays.
import type { ReactNode } from 'react';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { splitNavbarItems, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { translate } from '@docusaurus/Translate';
import NavbarItem from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';
import type { NavbarItem as NavbarItemConfig } from '../../../shared/site-data.js';

function FailedItem({ item }: { item: NavbarItemConfig }) {
  // A site's own type keeps its fields, its label among them, in `props`.
  const label = item.type === 'custom' ? item.props.label : item.label;
  const name = typeof label === 'string' ? label : item.type === 'custom' ? item.component : item.type;
  return (
    <span className="navbar__item" role="alert">
      {translate(
        { id: 'docgen.navbar.itemFailed', message: 'A navbar item failed to render: {item}. Please check your navbar configuration.' },
        { item: name },
      )}
    </span>
  );
}

function NavbarItems({ items }: { items: readonly NavbarItemConfig[] }) {
  return (
    <>
      {items.map((item, index) => (
        <ErrorBoundary key={index} fallback={() => <FailedItem item={item} />}>
          <NavbarItem {...item} />
        </ErrorBoundary>
      ))}
    </>
  );
}

function NavbarContentLayout({ left, right }: { left: ReactNode; right: ReactNode }) {
  return (
    <div className="navbar__inner">
      <div className={`${ThemeClassNames.layout.navbar.containerLeft} navbar__items`}>{left}</div>
      <div className={`${ThemeClassNames.layout.navbar.containerRight} navbar__items navbar__items--right`}>{right}</div>
    </div>
  );
}

export default function NavbarContent() {
  const mobileSidebar = useNavbarMobileSidebar();
  const { items } = useThemeConfig().navbar;
  const [left, right] = splitNavbarItems(items);
  const searchBarItem = items.find((item) => item.type === 'search');
  return (
    <NavbarContentLayout
      left={
        <>
          {mobileSidebar.disabled ? null : <NavbarMobileSidebarToggle />}
          <NavbarLogo />
          <NavbarItems items={left} />
        </>
      }
      right={
        <>
          <NavbarItems items={right} />
          <NavbarColorModeToggle className="colorModeToggle_Hg9V" />
          {searchBarItem ? null : (
            <NavbarSearch>
              <SearchBar />
            </NavbarSearch>
          )}
        </>
      }
    />
  );
}
