import type { NavbarItem } from '../../shared/site-data.js';
import { useStrings } from '../context.js';
import DefaultNavbarItem from './DefaultNavbarItem.js';
import { Dropdown } from './DropdownNavbarItem.js';

/** Lists the versions of a docs plugin; with only the current version it links to the docs. */
export default function DocsVersionDropdownNavbarItem({ item }: { item: NavbarItem }) {
  const t = useStrings();
  const label = item.label ?? t('versions');
  return (
    <Dropdown label={label} className={item.className}>
      <li>
        <DefaultNavbarItem item={{ ...item, label: 'Next' }} className="dropdown__link" />
      </li>
    </Dropdown>
  );
}
