import type { HtmlNavbarItem as HtmlItem } from '../../shared/site-data.js';

export default function HtmlNavbarItem({ item }: { item: HtmlItem }) {
  return <div className={['navbar__item', item.className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
}
