// `@theme/NavbarItem/DefaultNavbarItem/Mobile`.
import clsx from 'clsx';
import NavbarNavLink, { type Props as LinkProps } from '@theme/NavbarItem/NavbarNavLink';

export default function DefaultNavbarItemMobile({ className, isDropdownItem: _isDropdownItem, ...props }: LinkProps & { isDropdownItem?: boolean }) {
  return (
    <li className="menu__list-item">
      <NavbarNavLink className={clsx('menu__link', className)} {...props} />
    </li>
  );
}
