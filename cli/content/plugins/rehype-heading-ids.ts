// Gives every heading a GitHub-style id (or the `{#custom-id}` written after it) and collects
// the table of contents and the set of anchors into file.data.
import GithubSlugger from 'github-slugger';
import type { Element, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { TocItem } from '../../../runtime/shared/types.js';

declare module 'vfile' {
  interface DataMap {
    toc: TocItem[];
    anchors: string[];
    /** True when the body starts with an h1: the theme then does not render the title again. */
    startsWithH1: boolean;
  }
}

const HEADING = /^h([1-6])$/;
const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** Removes a trailing `{#id}` from the heading's last text node and returns the id. */
function takeCustomId(node: Element): string | undefined {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec((last as Text).value);
  if (!match) return undefined;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  return match[1];
}

export default function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    const anchors: string[] = [];
    let first = true;
    file.data.startsWithH1 = false;
    visit(tree, 'element', (node: Element) => {
      const match = HEADING.exec(node.tagName);
      if (!match) {
        if (node.properties.id !== undefined) anchors.push(String(node.properties.id));
        return;
      }
      const level = Number(match[1]);
      if (first) file.data.startsWithH1 = level === 1;
      first = false;
      const custom = takeCustomId(node);
      // The slug is taken from the text as written, spaces kept: Docusaurus slugs `## Limits&#x20;`
      // (an encoded trailing space, common in converted docs) as `limits-`, and links use that id.
      const written = toString(node);
      const text = written.trim();
      const id = custom ?? (node.properties.id !== undefined ? String(node.properties.id) : slugger.slug(written));
      if (custom) slugger.slug(custom); // keep later duplicates numbered like GitHub does
      node.properties.id = id;
      // The theme renders an h1 without its id (Heading): nothing can link to it.
      if (level > 1) anchors.push(id);
      // Visually hidden headings (the footnotes label remark-gfm adds) are not part of the outline.
      const hidden = Array.isArray(node.properties.className) && node.properties.className.includes('sr-only');
      if (level >= 2 && !hidden) toc.push({ id, text, level });
    });
    file.data.toc = toc;
    file.data.anchors = anchors;
  };
}
