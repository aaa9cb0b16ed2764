// `@theme/NavbarItem/DropdownNavbarItem/Desktop`: opens on hover (Infima's hoverable dropdown), on
// Enter or Space, and on ArrowDown, which moves into its links; arrow keys move through them,
// Escape closes it back on its label, and a press, touch or focus elsewhere closes it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import NavbarItem from '@theme/NavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem';

export default function DropdownNavbarItemDesktop({ items, position, className, onClick: _onClick, ...props }: Omit<Props, 'mobile'>) {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  useEffect(() => {
    const outside = (event: Event) => {
      if (dropdownRef.current && !dropdownRef.current.contains(event.target as Node)) setShowDropdown(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
    };
  }, []);
  const pendingFocus = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!showDropdown || pendingFocus.current === undefined) return;
    focusLink(pendingFocus.current);
    pendingFocus.current = undefined;
  });
  const links = () => [...(dropdownRef.current?.querySelectorAll<HTMLElement>('.dropdown__menu a, .dropdown__menu button') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    const target = all[(index + all.length) % all.length];
    target?.focus();
    // A menu just opened can still be hidden: Infima fades it in, and its visibility turns when the
    // transition starts, which a busy page may not have reached. It takes the focus once shown.
    if (target && document.activeElement !== target)
      dropdownRef.current?.querySelector('.dropdown__menu')?.addEventListener('transitionend', () => target.focus(), { once: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = links().indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && showDropdown) {
      event.preventDefault();
      setShowDropdown(false);
      dropdownRef.current?.querySelector<HTMLElement>('.navbar__link')?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      // An open menu takes the focus now; a closed one once it shows (no animation frame: a page in
      // a background tab gets none).
      if (showDropdown) focusLink(current + 1);
      else {
        pendingFocus.current = current + 1;
        setShowDropdown(true);
      }
    } else if (event.key === 'ArrowUp' && showDropdown) {
      event.preventDefault();
      focusLink(current - 1);
    }
  };
  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', { 'dropdown--right': position === 'right', 'dropdown--show': showDropdown })}
      onKeyDown={onKeyDown}
    >
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // An anchor without a target is not focusable: `#` makes it so.
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((child, index) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...child} key={index} />
        ))}
      </ul>
    </div>
  );
}
