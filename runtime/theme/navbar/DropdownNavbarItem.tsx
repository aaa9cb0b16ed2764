import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { DropdownNavbarItem as DropdownItem } from '../../shared/site-data.js';
import { useTranslated } from '../context.js';
import NavbarItemView from './NavbarItem.js';

/**
 * A labelled menu: opens on hover, click, Enter, Space and ArrowDown; closes on Escape and on a
 * mouse press, touch or focus outside it; arrow keys move through its links.
 */
export function Dropdown({ label, purpose, children, className }: { label: ReactNode; purpose?: string; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLElement>('.dropdown__menu a, .dropdown__menu button') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = links().indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) focusLink(current + 1);
      else {
        setOpen(true);
        // Wait for the menu to show before moving focus into it.
        requestAnimationFrame(() => focusLink(current + 1));
      }
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusLink(current - 1);
    }
  };

  return (
    <div
      ref={root}
      className={['navbar__item', 'dropdown', open ? 'dropdown--open' : '', className ?? ''].filter(Boolean).join(' ')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className="navbar__link dropdown__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        // Enter and Space toggle (a click with detail 0); a mouse or touch press only opens: the
        // pointer's hover has already opened the menu, and toggling would shut it again.
        onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
      >
        {/* What the menu is for, for screen readers: "Languages: English" (visible text kept in the name). */}
        {purpose && purpose !== label ? <span className="visually-hidden">{purpose}: </span> : null}
        {label}
      </button>
      <ul className="dropdown__menu" id={menuId}>
        {children}
      </ul>
    </div>
  );
}

export default function DropdownNavbarItem({ item }: { item: DropdownItem }) {
  const tr = useTranslated();
  return (
    <Dropdown label={item.label === undefined ? undefined : tr(`navbar.item.label.${item.label}`, item.label)} className={item.className}>
      {item.items.map((child, index) => (
        <li key={index}>
          <NavbarItemView item={child} inDropdown />
        </li>
      ))}
    </Dropdown>
  );
}
