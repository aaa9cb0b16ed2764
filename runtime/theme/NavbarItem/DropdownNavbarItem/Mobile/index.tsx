// `@theme/NavbarItem/DropdownNavbarItem/Mobile`: a collapsible group of the mobile menu, open from
// the start (and after a navigation) when it holds the current page.
import { useEffect } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { Collapsible, isRegexpStringMatch, useCollapsible } from '@docusaurus/theme-common';
import { isSamePath, useLocalPathname } from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem';
import { useRoute } from '../../../context.js';

interface LinkLike {
  readonly to?: string;
  readonly localeTo?: Readonly<Record<string, string>>;
  readonly activeBaseRegex?: string;
  readonly activeBasePath?: string;
}

function isItemActive(item: LinkLike, localPathname: string, locale: string): boolean {
  const to = item.localeTo?.[locale] ?? item.to;
  return (
    isSamePath(to, localPathname) ||
    isRegexpStringMatch(item.activeBaseRegex, localPathname) ||
    (item.activeBasePath !== undefined && localPathname.startsWith(item.activeBasePath))
  );
}

function CollapseButton({ collapsed, onClick }: { collapsed: boolean; onClick: (event: React.MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <button
      aria-label={
        collapsed
          ? translate({ id: 'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel', message: 'Expand the dropdown' })
          : translate({ id: 'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel', message: 'Collapse the dropdown' })
      }
      aria-expanded={!collapsed}
      type="button"
      className="clean-btn menu__caret"
      onClick={onClick}
    />
  );
}

export default function DropdownNavbarItemMobile({ items, className, position: _position, onClick, ...props }: Omit<Props, 'mobile'>) {
  const localPathname = useLocalPathname();
  const locale = useRoute().locale.code;
  const isActive = isSamePath(props.to, localPathname);
  const containsActive = items.some((item) => isItemActive(item as LinkLike, localPathname, locale));
  const { collapsed, toggleCollapsed, setCollapsed } = useCollapsible({ initialState: () => !(isActive || containsActive) });
  useEffect(() => {
    if (isActive || containsActive) setCollapsed(false);
  }, [isActive, containsActive, setCollapsed]);
  // An anchor without a target is not focusable: `#` makes it so.
  const href = props.to ? undefined : '#';
  return (
    <li className={clsx('menu__list-item', { 'menu__list-item--collapsed': collapsed })}>
      <div className={clsx('menu__list-item-collapsible', { 'menu__list-item-collapsible--active': isActive })}>
        <NavbarNavLink
          role="button"
          className={clsx('dropdownNavbarItemMobile_r878', 'menu__link menu__link--sublist', className)}
          href={href}
          {...props}
          onClick={(event) => {
            if (href === '#') event.preventDefault();
            toggleCollapsed();
          }}
        >
          {props.children ?? props.label}
        </NavbarNavLink>
        <CollapseButton
          collapsed={collapsed}
          onClick={(event) => {
            event.preventDefault();
            toggleCollapsed();
          }}
        />
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        {items.map((child, index) => (
          <NavbarItem mobile isDropdownItem onClick={onClick} activeClassName="menu__link--active" {...child} key={index} />
        ))}
      </Collapsible>
    </li>
  );
}
