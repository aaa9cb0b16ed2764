// `@theme/PaginatorNavLink`.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

export interface Props {
  readonly permalink: string;
  readonly title: ReactNode;
  readonly subLabel?: ReactNode;
  readonly isNext?: boolean;
}

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: Props) {
  return (
    <Link className={clsx('pagination-nav__link', isNext ? 'pagination-nav__link--next' : 'pagination-nav__link--prev')} to={permalink}>
      {subLabel ? <div className="pagination-nav__sublabel">{subLabel}</div> : null}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
