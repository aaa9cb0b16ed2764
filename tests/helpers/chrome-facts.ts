// What a reader finds around a page's content, read from its HTML by the classes Docusaurus's
// theme gives each part (docgen's theme renders the same): the navbar's links, the docs sidebar,
// the table of contents, the pagination and the page's meta tags. One line per item, so that a
// difference between two builds reads as a line of a diff.
import { attribute, classes, find, findAll, hasClass, isElement, childrenOf, visibleText, type Element, type Node } from './html-tree.js';

export interface ChromeFacts {
  /** The navbar's links in order, `href text`; a dropdown's items indented under its link, and
   * ` (active)` after the link of the current page, section or version. */
  readonly navbar: readonly string[];
  /** The docs sidebar's links and categories in order, `href label`, indented by nesting level,
   * ` (active)` on the current doc and the categories holding it (a collapsed category shows no items). */
  readonly sidebar: readonly string[];
  /** The table of contents beside the content, `#id text`, indented by nesting. */
  readonly toc: readonly string[];
  /** The previous/next links under the content, `prev|next href label`. The sublabel ("Next",
   * "Older post") is the theme's word for the direction, which the class already says. */
  readonly pagination: readonly string[];
  /** The meta tags search engines and link previews read, `name content`, sorted; the canonical
   * link as `canonical href`. */
  readonly meta: readonly string[];
}

const ACTIVE = ['navbar__link--active', 'dropdown__link--active', 'menu__link--active'];
const active = (element: Element) => (ACTIVE.some((name) => hasClass(element, name)) ? ' (active)' : '');
const link = (element: Element) => `${attribute(element, 'href') ?? ''} ${visibleText(element)}${active(element)}`;

function navbarOf(document: Node): string[] {
  const lines: string[] = [];
  for (const items of findAll(document, (element) => hasClass(element, 'navbar__items'))) {
    const walk = (node: Node, depth: number) => {
      if (!isElement(node)) return;
      if (node.tagName === 'a') lines.push(`${'  '.repeat(depth)}${link(node)}`);
      else childrenOf(node).forEach((child) => walk(child, depth + (hasClass(node, 'dropdown__menu') ? 1 : 0)));
    };
    walk(items, 0);
  }
  return lines;
}

/** `theme-doc-sidebar-item-link-level-2` and the like: the item's level, 1 at the top. */
const levelOf = (item: Element) =>
  Number(
    classes(item)
      .find((name) => /^theme-doc-sidebar-item-\w+-level-\d+$/.test(name))
      ?.replace(/.*-/, '') ?? 1,
  );

function sidebarOf(document: Node): string[] {
  const menu = find(document, (element) => element.tagName === 'ul' && hasClass(element, 'theme-doc-sidebar-menu'));
  const lines: string[] = [];
  const walk = (node: Node, level: number) => {
    if (!isElement(node)) return;
    const itemLevel = node.tagName === 'li' ? levelOf(node) : level;
    if (node.tagName === 'a' && hasClass(node, 'menu__link')) lines.push(`${'  '.repeat(level - 1)}${link(node)}`);
    else childrenOf(node).forEach((child) => walk(child, itemLevel));
  };
  if (menu) walk(menu, 1);
  return lines;
}

// A collapsed TOC above the content (phones) renders its items only once opened; the list beside
// the content is the one every page shows.
const mobileToc = (element: Element) => hasClass(element, 'theme-doc-toc-mobile');

function tocOf(document: Node): string[] {
  const toc = find(document, (element) => element.tagName === 'ul' && hasClass(element, 'table-of-contents'), mobileToc);
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (!isElement(node)) return;
    if (node.tagName === 'a') lines.push(`${'  '.repeat(depth)}${attribute(node, 'href') ?? ''} ${visibleText(node)}`);
    else childrenOf(node).forEach((child) => walk(child, depth + (node.tagName === 'ul' && node !== toc ? 1 : 0)));
  };
  if (toc) walk(toc, 0);
  return lines;
}

function paginationOf(document: Node): string[] {
  const nav = find(document, (element) => hasClass(element, 'pagination-nav'));
  if (!nav) return [];
  return findAll(nav, (element) => element.tagName === 'a').map((anchor) => {
    const direction = hasClass(anchor, 'pagination-nav__link--prev') ? 'prev' : hasClass(anchor, 'pagination-nav__link--next') ? 'next' : '?';
    const label = find(anchor, (element) => hasClass(element, 'pagination-nav__label'));
    return `${direction} ${attribute(anchor, 'href') ?? ''} ${visibleText(label ?? anchor)}`;
  });
}

const META_NAMES = ['description', 'robots', 'twitter:card', 'twitter:image'];
const META_PROPERTIES = ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'];

function metaOf(document: Node): string[] {
  const lines: string[] = [];
  for (const element of findAll(document, (candidate) => candidate.tagName === 'meta' || candidate.tagName === 'link')) {
    const name = attribute(element, 'name') ?? '';
    const property = attribute(element, 'property') ?? '';
    if (element.tagName === 'link' && attribute(element, 'rel') === 'canonical') lines.push(`canonical ${attribute(element, 'href') ?? ''}`);
    else if (META_NAMES.includes(name)) lines.push(`${name} ${attribute(element, 'content') ?? ''}`);
    else if (META_PROPERTIES.includes(property)) lines.push(`${property} ${attribute(element, 'content') ?? ''}`);
  }
  return lines.sort();
}

export function chromeFacts(document: Node): ChromeFacts {
  return { navbar: navbarOf(document), sidebar: sidebarOf(document), toc: tocOf(document), pagination: paginationOf(document), meta: metaOf(document) };
}
