// Text as strict HTML: `>` is written `&gt;` too (hast-util-to-html escapes only `<` and `&`).
// A bare `>` in text is allowed by HTML, but validators flag it (html-validate: no-raw-characters),
// and code samples are full of `=>` and `->`. For HTML strings: Markdown pages and the static parts
// of MDX pages (rehype-static-fragments); React escapes the rest of MDX output itself.
import type { Root, RootContent } from 'hast';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Parent = { type: string; tagName?: string; children: RootContent[] };

/** Replaces each text node holding `>` with its escaped HTML (a raw node: serialize with allowDangerousHtml). */
export function escapeText(tree: Root): void {
  // A plain walk: unist-util-visit's per-node bookkeeping cost more than the escaping, on
  // highlighted code with a text node per token.
  const walk = (parent: Parent) => {
    const { children } = parent;
    const verbatim = parent.tagName === 'script' || parent.tagName === 'style';
    for (let index = 0; index < children.length; index++) {
      const node = children[index] as RootContent;
      if (node.type === 'text') {
        if (!verbatim && node.value.includes('>')) children[index] = { type: 'raw', value: escape(node.value) };
      } else if ('children' in node && Array.isArray(node.children)) walk(node as Parent);
    }
  };
  walk(tree);
}

export default function rehypeEscapeText() {
  return escapeText;
}
