// GFM column alignment as a class (`text--center`, as Infima names it) instead of the `align`
// attribute remark-rehype writes: `align` is obsolete HTML (html-validate: no-deprecated-attr),
// and a class, unlike a style attribute, needs no 'unsafe-inline' in a Content-Security-Policy.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const ALIGNMENTS = new Set(['left', 'center', 'right']);

export default function rehypeTableAlign() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if ((node.tagName !== 'th' && node.tagName !== 'td') || typeof node.properties.align !== 'string') return;
      const { align, ...rest } = node.properties;
      const existing = Array.isArray(rest.className) ? rest.className : [];
      node.properties = ALIGNMENTS.has(align) ? { ...rest, className: [...existing, `text--${align}`] } : rest;
    });
  };
}
