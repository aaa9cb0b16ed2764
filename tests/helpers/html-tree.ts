// Reading a built page's HTML tree (parse5) as a reader sees it: elements by tag and class, and
// the visible text, without what only screen readers or scripts get. Shared by the page and
// chrome facts, so that docgen's build and Docusaurus's are read the same way.
import type { DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export const isElement = (node: Node): node is Element => 'tagName' in node;
export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
export const classes = (element: Element) => (attribute(element, 'class') ?? '').split(/\s+/);
export const hasClass = (element: Element, name: string) => classes(element).includes(name);
export const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);

// Not part of what a reader reads: heading permalinks, buttons (copy code; a tab's label is read),
// text for screen readers only.
export const hidden = (element: Element) =>
  (element.tagName === 'button' && attribute(element, 'role') !== 'tab') ||
  element.tagName === 'script' ||
  element.tagName === 'style' ||
  attribute(element, 'aria-hidden') === 'true' ||
  classes(element).some((name) => ['hash-link', 'sr-only', 'visually-hidden'].includes(name));

/** The first element, in document order, that passes `test`; `skip` leaves an element's subtree out. */
export function find(node: Node, test: (element: Element) => boolean, skip: (element: Element) => boolean = () => false): Element | undefined {
  if (isElement(node) && skip(node)) return undefined;
  if (isElement(node) && test(node)) return node;
  for (const child of childrenOf(node)) {
    const found = find(child, test, skip);
    if (found) return found;
  }
  return undefined;
}

/** Every element that passes `test`, in document order (not looking inside one that passed). */
export function findAll(node: Node, test: (element: Element) => boolean): Element[] {
  if (isElement(node) && test(node)) return [node];
  return childrenOf(node).flatMap((child) => findAll(child, test));
}

// An admonition's title: both themes show it in capitals (CSS), whatever the case of its text.
const capitalised = (element: Element) => classes(element).some((name) => name === 'admonition-heading' || name.startsWith('admonitionHeading'));

export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && hidden(node)) return '';
  const text = childrenOf(node).map(textOf).join('');
  return isElement(node) && capitalised(node) ? text.toUpperCase() : text;
}

export const normal = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The visible text of a node, whitespace collapsed. */
export const visibleText = (node: Node) => normal(textOf(node));
