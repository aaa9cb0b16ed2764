// What a reader finds on a built page, read from its HTML the same way whoever built it: the
// title, and in the content (a doc's `.theme-doc-markdown`, else the page's `<main>`) the headings
// with their ids, the links with their targets, and the visible text; and around it, the navbar,
// the docs sidebar, the TOC, the pagination and the meta tags (chrome-facts.ts). Used to hold docgen's build
// of a Docusaurus-shaped fixture against Docusaurus's own build of it; and whether a page shows a
// part of the theme (hasElement), by its element and class rather than by a piece of its markup.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { chromeFacts, type ChromeFacts } from './chrome-facts.js';
import { attribute, childrenOf, find, findAll, hasClass, hidden, isElement, normal, visibleText, type Node } from './html-tree.js';

export interface PageFacts extends ChromeFacts {
  readonly title: string;
  /** hreflang links: `hreflang href`, sorted. */
  readonly alternates: readonly string[];
  /** `h2#id text`; an h1 as `h1 text` (Docusaurus gives it no id, docgen does). */
  readonly headings: readonly string[];
  /** `href text`. */
  readonly links: readonly string[];
  readonly text: string;
}

export function pageFacts(html: string): PageFacts {
  const document = parse(html);
  const title = visibleText(find(document, (element) => element.tagName === 'title') ?? document);
  const content = find(document, (element) => hasClass(element, 'theme-doc-markdown')) ?? find(document, (element) => element.tagName === 'main') ?? document;
  const headings: string[] = [];
  const links: string[] = [];
  const walk = (node: Node) => {
    if (!isElement(node)) return;
    if (hidden(node)) return;
    if (/^h[1-6]$/.test(node.tagName)) {
      const text = visibleText(node);
      headings.push(node.tagName === 'h1' ? `h1 ${text}` : `${node.tagName}#${attribute(node, 'id') ?? ''} ${text}`);
    }
    if (node.tagName === 'a' && attribute(node, 'href') !== undefined) links.push(`${attribute(node, 'href')} ${visibleText(node)}`);
    childrenOf(node).forEach(walk);
  };
  walk(content);
  const alternates = findAll(
    document,
    (element) => element.tagName === 'link' && attribute(element, 'rel') === 'alternate' && attribute(element, 'hreflang') !== undefined,
  ).map((element) => `${attribute(element, 'hreflang')} ${attribute(element, 'href')}`);
  return { title, alternates: alternates.sort(), headings, links, text: visibleText(content), ...chromeFacts(document) };
}

/** Whether the page has an element of this tag carrying this class, among any others. */
export function hasElement(html: string, { tagName, className }: { tagName: string; className: string }): boolean {
  return find(parse(html), (element) => element.tagName === tagName && hasClass(element, className)) !== undefined;
}

/** Route of each HTML file of a build (`docs/intro.html` and `docs/intro/index.html` are both `/docs/intro`). */
export function builtPages(outDir: string): Map<string, string> {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const routes = files.map((file) => {
    const path = `/${relative(outDir, join(outDir, file)).split(sep).join('/')}`.replace(/(\/index)?\.html$/, '');
    return [path === '' ? '/' : path, file] as const;
  });
  return new Map(routes.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Facts of every page of a build but the 404 pages (their text is each tool's own). */
export function buildFacts(outDir: string): Record<string, PageFacts> {
  const facts: Record<string, PageFacts> = {};
  for (const [route, file] of builtPages(outDir)) {
    if (route.endsWith('/404')) continue;
    facts[route] = pageFacts(readFileSync(join(outDir, file), 'utf8'));
  }
  return facts;
}

/** The labels of a docs page's sidebar, in order (its links and categories; collapsed categories
 * show no items), as the desktop sidebar renders them. */
export function sidebarLabels(html: string): string[] {
  const menu = find(parse(html), (element) => element.tagName === 'ul' && hasClass(element, 'theme-doc-sidebar-menu'));
  const labels: string[] = [];
  const walk = (node: Node) => {
    if (!isElement(node)) return;
    if (node.tagName === 'a' && hasClass(node, 'menu__link')) labels.push(visibleText(node));
    else childrenOf(node).forEach(walk);
  };
  if (menu) walk(menu);
  return labels;
}

/** The visible text of the first element carrying this class, whitespace collapsed ('' if none). */
export function textIn(html: string, className: string): string {
  const element = find(parse(html), (candidate) => hasClass(candidate, className));
  return element ? visibleText(element) : '';
}

// Attributes an outline shows: what a reader, a stylesheet or a script may read.
const OUTLINE_ATTRIBUTES = ['id', 'href', 'title', 'rel', 'role', 'aria-label', 'aria-current', 'translate', 'datetime', 'itemprop'];

/**
 * The markup of the first element `selector` names (`class`, or `tag.class`), one line per
 * element (`<tag .class… attr=value>`, indented by depth) and per piece of text: Docusaurus's
 * elements, classes and attributes, in its order, without the data attributes each tool adds for
 * itself. Undefined when the page has no such element.
 */
export function elementOutline(html: string, selector: string): string[] | undefined {
  const [tagName, className = ''] = selector.includes('.') ? selector.split('.', 2) : ['', selector];
  const root = find(parse(html), (element) => (!tagName || element.tagName === tagName) && hasClass(element, className));
  if (!root) return undefined;
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    const indent = '  '.repeat(depth);
    if (node.nodeName === '#text') {
      const text = normal((node as DefaultTreeAdapterMap['textNode']).value);
      if (text) lines.push(`${indent}"${text}"`);
      return;
    }
    if (!isElement(node)) return;
    const className = attribute(node, 'class');
    const attributes = OUTLINE_ATTRIBUTES.flatMap((name) => {
      const value = attribute(node, name);
      return value === undefined ? [] : [`${name}=${value}`];
    });
    lines.push(`${indent}<${[node.tagName, ...(className ? [`.${className.trim().split(/\s+/).join('.')}`] : []), ...attributes].join(' ')}>`);
    // An icon's drawing is the icon's business.
    if (node.tagName !== 'svg') childrenOf(node).forEach((child) => walk(child, depth + 1));
  };
  walk(root, 0);
  return lines;
}
