import { useEffect, useState, type ReactNode } from 'react';
import type { Sidebar, SidebarItem } from '../shared/types.js';
import Collapsible from './Collapsible.js';
import { useStrings } from './context.js';
import { categoriesHolding, type SidebarCategory } from './sidebar-index.js';

interface ItemsProps {
  readonly activeHref: string;
  /** The categories that are or hold the active page: they render open. */
  readonly activePath: ReadonlySet<SidebarCategory>;
  readonly level: number;
}

function Category({ item, activeHref, activePath, level }: ItemsProps & { item: SidebarCategory }) {
  const holdsActive = activePath.has(item);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !holdsActive);
  // Client navigation keeps this component: open the category when the new page is inside it.
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);
  const active = item.href === activeHref;
  return (
    <li
      className={['menu__list-item', collapsed ? 'menu__list-item--collapsed' : '', ...docusaurusItemClasses('category', level), item.className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="menu__category">
        {item.href ? (
          <a className={`menu__link${active ? ' menu__link--active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <span className="menu__link menu__link--category">{item.label}</span>
        )}
        {item.collapsible ? (
          <button type="button" className="menu__caret" aria-expanded={!collapsed} aria-label={item.label} onClick={() => setCollapsed((value) => !value)} />
        ) : null}
      </div>
      {/* Collapsed categories render no children: a large sidebar costs only its open path. */}
      <Collapsible open={!collapsed} className="menu__collapsible">
        <SidebarItems items={item.items} activeHref={activeHref} activePath={activePath} level={level + 1} />
      </Collapsible>
    </li>
  );
}

/** Docusaurus's class names for a sidebar item, which sites' custom CSS selects. */
const docusaurusItemClasses = (kind: 'category' | 'link', level: number) => [`theme-doc-sidebar-item-${kind}`, `theme-doc-sidebar-item-${kind}-level-${level}`];

function SidebarItems({ items, activeHref, activePath, level }: ItemsProps & { items: readonly SidebarItem[] }) {
  return (
    <ul className={level === 1 ? 'menu__list theme-doc-sidebar-menu' : 'menu__list menu__list--nested'}>
      {items.map((item, index) => {
        if (item.type === 'category') return <Category key={index} item={item} activeHref={activeHref} activePath={activePath} level={level} />;
        if (item.type === 'html') {
          return (
            <li key={index} className={['menu__list-item', item.className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.value }} />
          );
        }
        const active = item.href === activeHref;
        return (
          <li key={index} className={['menu__list-item', ...docusaurusItemClasses('link', level), item.className ?? ''].filter(Boolean).join(' ')}>
            <a className={`menu__link${active ? ' menu__link--active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export default function DocSidebar({ sidebar, activeHref, children }: { sidebar: Sidebar; activeHref: string; children?: ReactNode }) {
  const t = useStrings();
  return (
    <aside className="doc-sidebar theme-doc-sidebar-container">
      <nav className="menu" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
        <SidebarItems items={sidebar.items} activeHref={activeHref} activePath={categoriesHolding(sidebar.items, activeHref)} level={1} />
      </nav>
      {children}
    </aside>
  );
}
