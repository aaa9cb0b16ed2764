// Wraps every table in a focusable scroll container, so a table wider than the page scrolls on its
// own (not the page) and keyboard users can scroll it too (axe: scrollable-region-focusable).
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeTableScroll() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      if (parent.type === 'element' && parent.tagName === 'div' && (parent.properties.className as string[] | undefined)?.includes('table-scroll')) return;
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0 }, children: [node] };
    });
  };
}
