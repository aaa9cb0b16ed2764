// The docs sidebar as the theme walks it: which item is the current page, the first link of a
// category, the breadcrumbs to the current page, and which categories are open.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SidebarItem } from '../../shared/types.js';
import { useLocation } from '../use-location.js';
import { isSamePath } from '../theme-common/location.js';
import { ReactContextError } from '../theme-common/utils.js';
import { useDocsSidebar } from './doc.js';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** The first link a category leads to: its own, else its first item's. */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type === 'category') {
    if (item.href) return item.href;
    for (const child of item.items) {
      const link = findFirstSidebarItemLink(child);
      if (link) return link;
    }
  }
  return undefined;
}

const normalPath = (path: string) => (path.endsWith('/') ? path : `${path}/`).toLowerCase();

// Each category's hrefs (its own and all below it), built once per category: asking every
// category of a large sidebar whether it holds the page would otherwise walk the sidebar again
// for each of them, on every page of the site.
const hrefsInside = new WeakMap<Category, ReadonlySet<string>>();

function hrefsOf(category: Category): ReadonlySet<string> {
  let hrefs = hrefsInside.get(category);
  if (!hrefs) {
    const found = new Set<string>();
    if (category.href) found.add(normalPath(category.href));
    for (const child of category.items) {
      if (child.type === 'link') found.add(normalPath(child.href));
      else if (child.type === 'category') for (const href of hrefsOf(child)) found.add(href);
    }
    hrefsInside.set(category, (hrefs = found));
  }
  return hrefs;
}

/** Whether the item is the page at `activePath`, or a category holding it. */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, activePath);
  if (item.type === 'category') return hrefsOf(item).has(normalPath(activePath));
  return false;
}

/** Whether the item shows: an unlisted doc shows only while it is the current page. */
export function isVisibleSidebarItem(item: SidebarItem, activePath: string): boolean {
  const unlisted = (item as { unlisted?: boolean }).unlisted === true;
  if (item.type === 'link') return !unlisted || isActiveSidebarItem(item, activePath);
  if (item.type === 'category') return isActiveSidebarItem(item, activePath) || item.items.some((child) => isVisibleSidebarItem(child, activePath));
  return true;
}

export function useVisibleSidebarItems(items: readonly SidebarItem[], activePath: string): readonly SidebarItem[] {
  return useMemo(() => items.filter((item) => isVisibleSidebarItem(item, activePath)), [items, activePath]);
}

/**
 * The categories leading to `pathname`, outermost first, and (unless `onlyCategories`) the doc's
 * link last: a category leads there when it links to the page or holds it; a link counts when it
 * is a doc's. Empty when the page is in none of the items.
 */
function sidebarBreadcrumbs({ items, pathname, onlyCategories }: { items: readonly SidebarItem[]; pathname: string; onlyCategories: boolean }): SidebarItem[] {
  const trail: SidebarItem[] = [];
  const target = normalPath(pathname);
  const walk = (list: readonly SidebarItem[]): boolean => {
    for (const item of list) {
      // Only a category that holds the page is walked into (its hrefs are known once per category).
      if (item.type === 'category' && (isSamePath(item.href, pathname) || (hrefsOf(item).has(target) && walk(item.items)))) {
        trail.unshift(item);
        return true;
      }
      if (item.type === 'link' && item.docId && isSamePath(item.href, pathname)) {
        if (!onlyCategories) trail.unshift(item);
        return true;
      }
    }
    return false;
  };
  walk(items);
  return trail;
}

/** The categories leading to the current page, and its link, outermost first; null when the page
 * is in no sidebar. */
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  return useMemo(() => (sidebar ? sidebarBreadcrumbs({ items: sidebar.items, pathname, onlyCategories: false }) : null), [sidebar, pathname]);
}

/** The innermost category holding the current page (or linking to it), if any. */
function useDeepestCategory(): { sidebar: NonNullable<ReturnType<typeof useDocsSidebar>>; category: Category | undefined; pathname: string } {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebar();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  const category = sidebarBreadcrumbs({ items: sidebar.items, pathname, onlyCategories: true }).at(-1) as Category | undefined;
  return { sidebar, category, pathname };
}

/** The category of the current page (a generated index shows its items as cards). */
export function useCurrentSidebarCategory(): Category {
  const { category, pathname } = useDeepestCategory();
  if (!category) throw new Error(`${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`);
  return category;
}

/** The items beside the current page: its category's, or the sidebar's top level when it is in none
 * (what `<DocCardList />` without items shows). */
export function useCurrentSidebarSiblings(): readonly SidebarItem[] {
  const { sidebar, category } = useDeepestCategory();
  return category?.items ?? sidebar.items;
}

/** The first category, depth first, that `predicate` accepts. */
export function findSidebarCategory(sidebar: readonly SidebarItem[], predicate: (category: Category) => boolean): Category | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** The items a card list shows: links, and categories that lead somewhere. Html items have no
 * card (Docusaurus keeps them, and its DocCard then fails on them). */
export function filterDocCardListItems(items: readonly SidebarItem[]): SidebarItem[] {
  return items.filter((item) => item.type !== 'html' && findFirstSidebarItemLink(item) !== undefined);
}

const ExpandedContext = createContext<{ expandedItem: number | null; setExpandedItem: (index: number | null) => void } | null>(null);

/** Which category of a list is open, for themeConfig.docs.sidebar.autoCollapseCategories. */
export function DocSidebarItemsExpandedStateProvider({ children }: { children: ReactNode }) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  const value = useMemo(() => ({ expandedItem, setExpandedItem }), [expandedItem]);
  return <ExpandedContext.Provider value={value}>{children}</ExpandedContext.Provider>;
}

export function useDocSidebarItemsExpandedState() {
  const value = useContext(ExpandedContext);
  if (!value) throw new ReactContextError('DocSidebarItemsExpandedStateProvider');
  return value;
}
