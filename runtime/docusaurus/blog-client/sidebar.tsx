// The recent posts sidebar's items: which show (an unlisted post only on its own page), grouped by
// year, and their list.
import { useMemo } from 'react';
import Link from '../../theme/Link.js';
import { useLocation } from '../use-location.js';
import { isSamePath } from '../theme-common/location.js';
import { cx } from '../theme-common/utils.js';

export interface BlogSidebarItem {
  readonly title: string;
  readonly permalink: string;
  readonly date: string;
  readonly unlisted?: boolean;
}

export function useVisibleBlogSidebarItems(items: readonly BlogSidebarItem[]): BlogSidebarItem[] {
  const { pathname } = useLocation();
  return useMemo(() => items.filter((item) => !item.unlisted || isSamePath(item.permalink, pathname)), [items, pathname]);
}

/** [year, items] pairs, the newest year first. */
export function groupBlogSidebarItemsByYear(items: readonly BlogSidebarItem[]): [string, BlogSidebarItem[]][] {
  const years = new Map<string, BlogSidebarItem[]>();
  for (const item of items) {
    const year = String(new Date(item.date).getUTCFullYear());
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years].sort(([a], [b]) => Number(b) - Number(a));
}

export function BlogSidebarItemList({
  items,
  ulClassName,
  liClassName,
  linkClassName,
  linkActiveClassName,
}: {
  items: readonly BlogSidebarItem[];
  ulClassName?: string;
  liClassName?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={ulClassName}>
      {items.map((item) => {
        const active = isSamePath(item.permalink, pathname);
        return (
          <li key={item.permalink} className={liClassName}>
            <Link href={item.permalink} className={cx(linkClassName, active && linkActiveClassName)} {...(active ? { 'aria-current': 'page' as const } : {})}>
              {item.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
