// `@theme/NavbarItem/DropdownNavbarItem`: a dropdown in the navbar, a collapsible group in the
// mobile menu.
import type { ReactNode } from 'react';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import DropdownNavbarItemMobile from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { Props as LinkProps } from '@theme/NavbarItem/NavbarNavLink';

export interface Props extends LinkProps {
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
  readonly items: readonly Readonly<Record<string, unknown>>[];
  readonly label?: ReactNode;
}

export default function DropdownNavbarItem({ mobile = false, ...props }: Props) {
  const Comp = mobile ? DropdownNavbarItemMobile : DropdownNavbarItemDesktop;
  return <Comp {...props} />;
}
