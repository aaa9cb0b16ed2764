// `@theme/NavbarItem/ComponentTypes`: the component of each navbar item type. A site swizzles this
// map (spreading `@theme-original/NavbarItem/ComponentTypes`) to register its own types.
import type { ComponentType } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

// Each component takes its own type's props; the map is read by type name.
const ComponentTypes: Record<string, ComponentType<never>> = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  // The bundle defines DOCGEN_VERSION_ITEMS from the site's navbar: a site without version items
  // carries none of their code (a site that renders one from its own code imports it by name).
  ...(process.env.DOCGEN_VERSION_ITEMS ? { docsVersion: DocsVersionNavbarItem, docsVersionDropdown: DocsVersionDropdownNavbarItem } : {}),
};

export default ComponentTypes as Record<string, ComponentType<Record<string, unknown>>>;
