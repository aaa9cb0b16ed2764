// `@theme/Footer/Links`: columns when the config gives titled groups, else one row.
import { isMultiColumnFooterLinks } from '@docusaurus/theme-common';
import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';
import type { FooterColumn, FooterLink } from '../../../shared/site-data.js';

export default function FooterLinks({ links }: { links: readonly FooterColumn[] | readonly FooterLink[] }) {
  const entries = links as readonly (FooterColumn | FooterLink)[];
  return isMultiColumnFooterLinks(entries) ? <FooterLinksMultiColumn columns={entries} /> : <FooterLinksSimple links={entries as readonly FooterLink[]} />;
}
