// `@theme/DocBreadcrumbs`: home, then the sidebar categories leading to the doc, then the doc; and
// the same as structured data for search engines.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useHomePageRoute } from '@docusaurus/theme-common/internal';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';

function BreadcrumbsItemLink({ children, href, isLast }: { children: ReactNode; href: string | undefined; isLast: boolean }) {
  if (isLast || !href) return <span className="breadcrumbs__link">{children}</span>;
  return (
    <Link className="breadcrumbs__link" href={href}>
      <span>{children}</span>
    </Link>
  );
}

export default function DocBreadcrumbs() {
  const breadcrumbs = useSidebarBreadcrumbs();
  const homePageRoute = useHomePageRoute();
  if (!breadcrumbs) return null;
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, 'breadcrumbsContainer_zCmv')}
        aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}
      >
        <ul className="breadcrumbs">
          {homePageRoute ? <HomeBreadcrumbItem /> : null}
          {breadcrumbs.map((item, index) => {
            const isLast = index === breadcrumbs.length - 1;
            return (
              <li key={index} className={clsx('breadcrumbs__item', { 'breadcrumbs__item--active': isLast })}>
                <BreadcrumbsItemLink href={item.type === 'html' ? undefined : item.href} isLast={isLast}>
                  {item.type === 'html' ? null : item.label}
                </BreadcrumbsItemLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
