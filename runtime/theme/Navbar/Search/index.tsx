// `@theme/Navbar/Search`: the navbar's place for the search bar.
import type { ReactNode } from 'react';
import clsx from 'clsx';

export default function NavbarSearch({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx(className, 'navbarSearchContainer_bmvg')}>{children}</div>;
}
