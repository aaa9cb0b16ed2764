// Makes every table focusable. Infima shows a table as a block that scrolls on its own when wider
// than the page, as on Docusaurus; keyboard users must be able to scroll it too (axe:
// scrollable-region-focusable). The table stays where Docusaurus has it, straight in .markdown.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeTableScroll() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}
