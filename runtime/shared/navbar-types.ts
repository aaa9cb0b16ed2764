// The navbar item types docgen can render. The config validator and the theme's renderer
// registry both read this list, so a type is accepted exactly when it has a renderer.
export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
  'custom',
] as const;

export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

/** A site's own item types, as Docusaurus names them (`custom-sparkle`): rendered by the component
 * its swizzled @theme/NavbarItem/ComponentTypes gives that name, as `custom` items. */
export const isCustomNavbarType = (type: string) => type.startsWith('custom-');
