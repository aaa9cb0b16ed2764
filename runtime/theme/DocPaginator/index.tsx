// `@theme/DocPaginator`: links to the previous and next docs.
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type { PaginationLink } from '../../shared/types.js';

export default function DocPaginator({ className, previous, next }: { className?: string; previous?: PaginationLink; next?: PaginationLink }) {
  return (
    <nav className={clsx(className, 'pagination-nav')} aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous ? <PaginatorNavLink {...previous} subLabel={<Translate id="theme.docs.paginator.previous">Previous</Translate>} /> : null}
      {next ? <PaginatorNavLink {...next} subLabel={<Translate id="theme.docs.paginator.next">Next</Translate>} isNext /> : null}
    </nav>
  );
}
