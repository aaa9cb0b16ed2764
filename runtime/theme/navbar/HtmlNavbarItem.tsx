import type { NavbarItem } from '../../shared/site-data.js';

export default function HtmlNavbarItem({ item }: { item: NavbarItem }) {
  return <div className={['navbar__item', item.className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
}
