import type { VersionDropdownNavbarItem } from '../../shared/site-data.js';
import { useStrings } from '../context.js';
import { Dropdown } from './DropdownNavbarItem.js';
import NavbarItemView from './NavbarItem.js';

/** Lists the versions of a docs plugin, each linking to that version's main doc. */
export default function DocsVersionDropdownNavbarItem({ item }: { item: VersionDropdownNavbarItem }) {
  const t = useStrings();
  return (
    <Dropdown
      label={item.label ?? t('theme.navbar.mobileVersionsDropdown.label')}
      purpose={t('theme.navbar.mobileVersionsDropdown.label')}
      className={item.className}
    >
      {item.items.map((version, index) => (
        <li key={index}>
          <NavbarItemView item={version} inDropdown />
        </li>
      ))}
    </Dropdown>
  );
}
