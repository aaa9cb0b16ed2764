// Active-state rules of navbar items, as in Docusaurus: activeBaseRegex, then activeBasePath,
// then an exact match of the item's own target.
import type { NavbarItem } from '../../shared/site-data.js';

export function isItemActive({ item, path, locale }: { item: NavbarItem; path: string; locale: string }): boolean {
  if (item.activeBaseRegex) {
    try {
      return new RegExp(item.activeBaseRegex).test(path);
    } catch {
      return false;
    }
  }
  if (item.activeBasePath) {
    const base = item.activeBasePath.replace(/\/+$/, '');
    return path === base || path.startsWith(`${base}/`);
  }
  const target = item.localeTo?.[locale] ?? item.to;
  return target !== undefined && target === path;
}
