import type { NavbarItem } from '../../shared/site-data.js';
import { useStrings } from '../context.js';

/** The search box's place in the navbar; the search itself arrives with the offline index. */
export default function SearchNavbarItem({ item }: { item: NavbarItem }) {
  const t = useStrings();
  return (
    <div className={['navbar__search', item.className ?? ''].filter(Boolean).join(' ')}>
      <input type="search" className="navbar__search-input" placeholder={t('search')} aria-label={t('search')} disabled />
    </div>
  );
}
