// Where a page sits in its sidebar, looked up instead of searched. The sidebar (its open
// categories) and the breadcrumbs both ask "which categories lead to this page?"; walking the
// whole sidebar for every category of every page made rendering a site with a large sidebar
// cost pages x sidebar size. The index is built once per sidebar and kept while the sidebar lives.
import type { SidebarItem } from '../shared/types.js';

export type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;

interface SidebarIndex {
  /** The first item (in sidebar order) with this href, and the categories above it, outermost first. */
  readonly first: ReadonlyMap<string, { readonly item: SidebarItem & { label: string }; readonly ancestors: readonly SidebarCategory[] }>;
  /** Every category that is this href or holds an item with it, wherever the href appears. */
  readonly holders: ReadonlyMap<string, ReadonlySet<SidebarCategory>>;
}

const indexes = new WeakMap<readonly SidebarItem[], SidebarIndex>();

function buildIndex(items: readonly SidebarItem[]): SidebarIndex {
  const first = new Map<string, { item: SidebarItem & { label: string }; ancestors: readonly SidebarCategory[] }>();
  const holders = new Map<string, Set<SidebarCategory>>();
  const record = (href: string, item: SidebarItem & { label: string }, ancestors: readonly SidebarCategory[], holding: readonly SidebarCategory[]) => {
    if (!first.has(href)) first.set(href, { item, ancestors });
    const set = holders.get(href) ?? new Set<SidebarCategory>();
    for (const category of holding) set.add(category);
    holders.set(href, set);
  };
  const walk = (list: readonly SidebarItem[], ancestors: readonly SidebarCategory[]) => {
    for (const item of list) {
      if (item.type === 'link') record(item.href, item, ancestors, ancestors);
      else if (item.type === 'category') {
        if (item.href) record(item.href, item, ancestors, [...ancestors, item]);
        walk(item.items, [...ancestors, item]);
      }
    }
  };
  walk(items, []);
  return { first, holders };
}

function indexOf(items: readonly SidebarItem[]): SidebarIndex {
  let index = indexes.get(items);
  if (!index) {
    index = buildIndex(items);
    indexes.set(items, index);
  }
  return index;
}

const NONE: ReadonlySet<SidebarCategory> = new Set();

/** The categories that link to `href` or hold an item that does. */
export function categoriesHolding(items: readonly SidebarItem[], href: string): ReadonlySet<SidebarCategory> {
  return indexOf(items).holders.get(href) ?? NONE;
}

/** The first place `href` appears in the sidebar: the item, and the categories leading to it. */
export function sidebarPlace(items: readonly SidebarItem[], href: string) {
  return indexOf(items).first.get(href);
}
