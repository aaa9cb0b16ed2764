// The footer's links: columns ({ title, items }) or one row of links.
import type { FooterColumn, FooterLink } from '../../shared/site-data.js';

export function isMultiColumnFooterLinks(links: readonly (FooterColumn | FooterLink)[]): links is readonly FooterColumn[] {
  return links.length > 0 && 'title' in (links[0] as object);
}
