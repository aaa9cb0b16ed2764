// `@theme/NavbarItem/DefaultNavbarItem/Desktop`.
import clsx from 'clsx';
import NavbarNavLink, { type Props as LinkProps } from '@theme/NavbarItem/NavbarNavLink';

export default function DefaultNavbarItemDesktop({ className, isDropdownItem = false, ...props }: LinkProps & { isDropdownItem?: boolean }) {
  const element = (
    <NavbarNavLink className={clsx(isDropdownItem ? 'dropdown__link' : 'navbar__item navbar__link', className)} isDropdownLink={isDropdownItem} {...props} />
  );
  return isDropdownItem ? <li>{element}</li> : element;
}
