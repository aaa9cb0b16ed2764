// Text as strict HTML: `>` is written `&gt;` too (hast-util-to-html escapes only `<` and `&`).
// A bare `>` in text is allowed by HTML, but validators flag it (html-validate: no-raw-characters),
// and code samples are full of `=>` and `->`. Only for Markdown compiled to an HTML string; React
// escapes MDX output itself.
import type { Root, Text } from 'hast';
import { visit } from 'unist-util-visit';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default function rehypeEscapeText() {
  return (tree: Root) => {
    visit(tree, 'text', (node: Text, index, parent) => {
      if (index === undefined || !parent || !node.value.includes('>')) return;
      if (parent.type === 'element' && (parent.tagName === 'script' || parent.tagName === 'style')) return;
      parent.children[index] = { type: 'raw', value: escape(node.value) };
    });
  };
}
