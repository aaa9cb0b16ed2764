// `@theme/NavbarItem/DefaultNavbarItem`: a link, in the navbar or in the mobile menu.
import DefaultNavbarItemDesktop from '@theme/NavbarItem/DefaultNavbarItem/Desktop';
import DefaultNavbarItemMobile from '@theme/NavbarItem/DefaultNavbarItem/Mobile';
import type { Props as LinkProps } from '@theme/NavbarItem/NavbarNavLink';

export interface Props extends LinkProps {
  readonly mobile?: boolean;
  readonly isDropdownItem?: boolean;
  readonly position?: 'left' | 'right';
}

export default function DefaultNavbarItem({ mobile = false, position: _position, ...props }: Props) {
  const Comp = mobile ? DefaultNavbarItemMobile : DefaultNavbarItemDesktop;
  return <Comp {...props} activeClassName={props.activeClassName ?? (mobile ? 'menu__link--active' : 'navbar__link--active')} />;
}
