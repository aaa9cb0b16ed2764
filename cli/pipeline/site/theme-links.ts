// The links of the site's frame, which every page shows: the navbar's brand and items (dropdowns'
// too) and the footer's links, written as site paths (`to`; an `href` is taken as written, a URL).
// Docusaurus finds a broken one on every page; docgen names it once, where the config writes it.
import type { SiteConfig } from '../../config/resolve-config.js';

export interface ThemeLink {
  /** Where the config writes it, e.g. `themeConfig.navbar.items[1].to`. */
  readonly where: string;
  /** The path as written (without the base URL or locale). */
  readonly target: string;
}

type Item = { readonly to?: unknown; readonly items?: unknown };

const SITE_PATH = /^\/(?!\/)/;

function linksOf(items: readonly unknown[], at: string): ThemeLink[] {
  return items.flatMap((given, index) => {
    if (typeof given !== 'object' || given === null) return [];
    const item = given as Item;
    return [
      ...(typeof item.to === 'string' && SITE_PATH.test(item.to) ? [{ where: `${at}[${index}].to`, target: item.to }] : []),
      ...(Array.isArray(item.items) ? linksOf(item.items, `${at}[${index}].items`) : []),
    ];
  });
}

/** Every site path the navbar and the footer link to. */
export function themeLinks(config: Pick<SiteConfig, 'themeConfig'>): ThemeLink[] {
  const { navbar, footer } = config.themeConfig;
  // The brand's link as the config writes it; its default, the home page, is left to the site (a
  // docs-only site without one has long built this way).
  const brand = navbar.logo?.href !== undefined ? [{ where: 'themeConfig.navbar.logo.href', target: navbar.logo.href }] : [];
  const footerLinks = (footer?.links ?? []) as readonly (Item & { readonly title?: unknown })[];
  const columns = footerLinks.some((link) => Array.isArray(link.items));
  return [
    ...brand.filter((link) => SITE_PATH.test(link.target)),
    ...linksOf(navbar.items, 'themeConfig.navbar.items'),
    ...(columns
      ? footerLinks.flatMap((column, index) => (Array.isArray(column.items) ? linksOf(column.items, `themeConfig.footer.links[${index}].items`) : []))
      : linksOf(footerLinks, 'themeConfig.footer.links')),
  ];
}
