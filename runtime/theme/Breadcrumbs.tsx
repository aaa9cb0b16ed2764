// Home › Category › … › Page, from the sidebar path to the current doc.
import type { Sidebar, SidebarItem } from '../shared/types.js';
import { useHref, useStrings } from './context.js';
import { sidebarPlace } from './sidebar-index.js';

interface Crumb {
  readonly label: string;
  readonly href?: string;
}

/** The categories leading to `href` in a sidebar, then the page itself; [] when it is not there. */
export function breadcrumbTrail(items: readonly SidebarItem[], href: string): Crumb[] {
  const place = sidebarPlace(items, href);
  if (!place) return [];
  return [...place.ancestors.map((category) => ({ label: category.label, ...(category.href ? { href: category.href } : {}) })), { label: place.item.label }];
}

export default function Breadcrumbs({ sidebar, activeHref }: { sidebar: Sidebar; activeHref: string }) {
  const t = useStrings();
  const href = useHref();
  const trail = breadcrumbTrail(sidebar.items, activeHref);
  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs theme-doc-breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link" href={href('/')} aria-label={t('theme.docs.breadcrumbs.home')}>
            ⌂
          </a>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li className="breadcrumbs__item" key={index}>
              {last ? (
                <span className="breadcrumbs__link" aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <a className="breadcrumbs__link" href={crumb.href}>
                  {crumb.label}
                </a>
              ) : (
                <span className="breadcrumbs__link">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
