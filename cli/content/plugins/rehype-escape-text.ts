// Text as strict HTML: `>` is written `&gt;` too (hast-util-to-html escapes only `<` and `&`).
// A bare `>` in text is allowed by HTML, but validators flag it (html-validate: no-raw-characters),
// and code samples are full of `=>` and `->`. For HTML strings: Markdown pages and the static parts
// of MDX pages (rehype-static-fragments); React escapes the rest of MDX output itself.
import type { Root, Text } from 'hast';
import { visit } from 'unist-util-visit';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Replaces each text node holding `>` with its escaped HTML (a raw node: serialize with allowDangerousHtml). */
export function escapeText(tree: Root): void {
  visit(tree, 'text', (node: Text, index, parent) => {
    if (index === undefined || !parent || !node.value.includes('>')) return;
    if (parent.type === 'element' && (parent.tagName === 'script' || parent.tagName === 'style')) return;
    parent.children[index] = { type: 'raw', value: escape(node.value) };
  });
}

export default function rehypeEscapeText() {
  return escapeText;
}
