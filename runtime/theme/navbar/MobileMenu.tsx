// The navbar below 996 px: a toggle opens a side panel with the primary menu (navbar items) and,
// on docs pages, the docs sidebar as a secondary menu. Body scroll is locked while it is open; it
// closes on navigation, on its close button, on Escape, on the backdrop, and at desktop width.
import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT } from '../../shared/breakpoints.js';
import { hasItems, type NavbarItem, type NavbarItemWithItems } from '../../shared/site-data.js';
import Collapsible from '../Collapsible.js';
import { useHref, useRoute, useStrings, useTranslated } from '../context.js';
import DocSidebar from '../DocSidebar.js';
import { useSecondaryMenu } from '../secondary-menu.js';
import { isItemActive } from './active.js';
import NavbarItemView from './NavbarItem.js';

/** A navbar dropdown in the mobile menu: collapsible, and open from the start when it holds the current page. */
function MobileDropdown({ item }: { item: NavbarItemWithItems }) {
  const { path, locale } = useRoute();
  const tr = useTranslated();
  const holdsActive = item.items.some((child) => isItemActive({ item: child, path, locale: locale.code }));
  const [open, setOpen] = useState(holdsActive);
  return (
    <>
      <button
        type="button"
        className="menu__link menu__link--category navbar-sidebar__dropdown"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {item.label === undefined ? null : tr(`navbar.item.label.${item.label}`, item.label)}
      </button>
      <Collapsible open={open}>
        <ul className="menu__list menu__list--nested">
          {item.items.map((child, index) => (
            <li className="menu__list-item" key={index}>
              <NavbarItemView item={child} inDropdown />
            </li>
          ))}
        </ul>
      </Collapsible>
    </>
  );
}

function PrimaryMenu({ items }: { items: readonly NavbarItem[] }) {
  return (
    <ul className="menu__list navbar-sidebar__primary">
      {items
        .filter((item) => item.type !== 'search')
        .map((item, index) => (
          <li className="menu__list-item" key={index}>
            {hasItems(item) ? <MobileDropdown item={item} /> : <NavbarItemView item={item} />}
          </li>
        ))}
    </ul>
  );
}

export default function MobileMenu() {
  const { site, path } = useRoute();
  const t = useStrings();
  const href = useHref();
  const sidebar = useSecondaryMenu();
  const [open, setOpen] = useState(false);
  const [showPrimary, setShowPrimary] = useState(false);

  // A new page closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [path]);

  useEffect(() => {
    if (!open) return undefined;
    setShowPrimary(!sidebar);
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
    const onResize = () => {
      if (desktop.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onResize);
    };
  }, [open, sidebar]);

  return (
    <>
      <button
        type="button"
        className="navbar__toggle"
        aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {open ? (
        <div className="navbar-sidebar">
          <div className="navbar-sidebar__backdrop" onClick={() => setOpen(false)} aria-hidden="true" />
          <div className="navbar-sidebar__panel" role="dialog" aria-modal="true" aria-label={t('theme.NavBar.navAriaLabel')}>
            <div className="navbar-sidebar__header">
              <a className="navbar__brand" href={href('/')}>
                <b className="navbar__title">{site.themeConfig.navbar.title}</b>
              </a>
              <button
                type="button"
                className="navbar-sidebar__close"
                aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')}
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </div>
            <div className="navbar-sidebar__items">
              {sidebar && !showPrimary ? (
                <>
                  <button type="button" className="navbar-sidebar__back" onClick={() => setShowPrimary(true)}>
                    {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
                  </button>
                  <DocSidebar sidebar={sidebar} activeHref={href(path)} />
                </>
              ) : (
                <PrimaryMenu items={site.themeConfig.navbar.items} />
              )}
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
