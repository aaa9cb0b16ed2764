import type { ReactNode } from 'react';
import type { NavbarItem } from '../../shared/site-data.js';
import { useTranslated } from '../context.js';
import NavbarItemView from './NavbarItem.js';

/** A labelled menu of items; opens on hover and focus (keyboard behaviour is refined in the theme issue). */
export function Dropdown({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={['navbar__item', 'dropdown', className ?? ''].filter(Boolean).join(' ')}>
      <button type="button" className="navbar__link dropdown__toggle" aria-haspopup="true" aria-expanded="false">
        {label}
      </button>
      <ul className="dropdown__menu">{children}</ul>
    </div>
  );
}

export default function DropdownNavbarItem({ item }: { item: NavbarItem }) {
  const tr = useTranslated();
  return (
    <Dropdown label={item.label === undefined ? undefined : tr(`navbar.item.label.${item.label}`, item.label)} className={item.className}>
      {(item.items ?? []).map((child, index) => (
        <li key={index}>
          <NavbarItemView item={child} inDropdown />
        </li>
      ))}
    </Dropdown>
  );
}
