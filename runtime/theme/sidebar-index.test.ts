import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../shared/types.js';
import { breadcrumbTrail } from './Breadcrumbs.js';
import { categoriesHolding, type SidebarCategory } from './sidebar-index.js';

const link = (href: string): SidebarItem => ({ type: 'link', label: `L ${href}`, href });
const category = (label: string, items: SidebarItem[], href?: string): SidebarCategory => ({
  type: 'category',
  label,
  items,
  collapsible: true,
  collapsed: true,
  ...(href ? { href } : {}),
});

// Guides (linked) > [intro, Advanced > [deep, shared]], Reference > [api, shared], html, top.
const advanced = category('Advanced', [link('/deep'), link('/shared')]);
const guides = category('Guides', [link('/intro'), advanced], '/guides');
const reference = category('Reference', [link('/api'), link('/shared')]);
const items: SidebarItem[] = [guides, reference, { type: 'html', value: '<hr>' }, link('/top')];

const labels = (set: ReadonlySet<SidebarCategory>) => [...set].map((item) => item.label).sort();

describe('categoriesHolding', () => {
  it.each<[string, string, string[]]>([
    ['a page two levels down opens both categories', '/deep', ['Advanced', 'Guides']],
    ['a category whose own link is the page', '/guides', ['Guides']],
    ['a page listed twice opens every category that lists it', '/shared', ['Advanced', 'Guides', 'Reference']],
    ['a top-level link opens nothing', '/top', []],
    ['a page not in the sidebar opens nothing', '/elsewhere', []],
  ])('%s', (_name, href, expected) => {
    expect(labels(categoriesHolding(items, href))).toEqual(expected);
  });
});

describe('breadcrumbTrail', () => {
  it.each<[string, string, unknown[]]>([
    ['nested page: categories (with their links) then the page', '/deep', [{ label: 'Guides', href: '/guides' }, { label: 'Advanced' }, { label: 'L /deep' }]],
    ['a category page ends with the category', '/guides', [{ label: 'Guides' }]],
    ['a page listed twice: the first place in sidebar order', '/shared', [{ label: 'Guides', href: '/guides' }, { label: 'Advanced' }, { label: 'L /shared' }]],
    ['a top-level page: the page alone', '/top', [{ label: 'L /top' }]],
    ['not in the sidebar: no trail', '/elsewhere', []],
  ])('%s', (_name, href, expected) => {
    expect(breadcrumbTrail(items, href)).toEqual(expected);
  });

  it('keeps one index per sidebar: another sidebar with the same page answers from its own items', () => {
    const other: SidebarItem[] = [category('Other', [link('/deep')])];
    expect(breadcrumbTrail(other, '/deep')).toEqual([{ label: 'Other' }, { label: 'L /deep' }]);
    expect(breadcrumbTrail(items, '/deep')[0]).toEqual({ label: 'Guides', href: '/guides' });
  });
});
