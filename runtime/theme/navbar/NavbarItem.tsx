// The renderer registry: one component per navbar item type. NAVBAR_ITEM_TYPES lists exactly
// these keys, and the config validator rejects any other type.
import type { ComponentType } from 'react';
import type { NavbarItemType } from '../../shared/navbar-types.js';
import type { NavbarItem, NavbarItemOf } from '../../shared/site-data.js';
import { useStrings } from '../context.js';
import ErrorBoundary from '../ErrorBoundary.js';
import CustomNavbarItem from './CustomNavbarItem.js';
import DefaultNavbarItem from './DefaultNavbarItem.js';
import DocsVersionDropdownNavbarItem from './DocsVersionDropdownNavbarItem.js';
import DropdownNavbarItem from './DropdownNavbarItem.js';
import HtmlNavbarItem from './HtmlNavbarItem.js';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem.js';
import SearchNavbarItem from './SearchNavbarItem.js';

/** Each type's renderer takes the item of its type. */
type Renderers = { readonly [Type in NavbarItemType]: ComponentType<{ item: NavbarItemOf<Type>; className?: string }> };

export const NAVBAR_ITEM_RENDERERS: Renderers = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  // Doc-like items arrive with their target resolved per locale, so they render as links.
  doc: DefaultNavbarItem,
  docSidebar: DefaultNavbarItem,
  docsVersion: DefaultNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  custom: CustomNavbarItem,
};

/** Shown in place of a navbar item that failed to render; the rest of the navbar stays. */
function FailedItem({ item }: { item: NavbarItem }) {
  const t = useStrings();
  return (
    <span className="navbar__item navbar__item--failed" role="alert">
      {t('docgen.navbar.itemFailed', { item: item.label ?? (item.type === 'custom' ? item.component : item.type) })}
    </span>
  );
}

export default function NavbarItemView({ item, inDropdown = false }: { item: NavbarItem; inDropdown?: boolean }) {
  // TypeScript cannot pair a union's member with the renderer of its type; the registry's type does.
  const Component = (NAVBAR_ITEM_RENDERERS[item.type] ?? DefaultNavbarItem) as ComponentType<{ item: NavbarItem; className?: string }>;
  return (
    <ErrorBoundary fallback={() => <FailedItem item={item} />}>
      <Component item={item} {...(inDropdown ? { className: 'dropdown__link' } : {})} />
    </ErrorBoundary>
  );
}
