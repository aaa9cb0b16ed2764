// `<details>` written as HTML in a Markdown page, with Markdown between its tags, as one element:
// Docusaurus renders such a block with its Details component, and rehype-theme-elements gives
// docgen's HTML of it that component's markup. The opening line holds `<details>` (or `<details
// open>`) and may hold its `<summary>`; the closing `</details>` is a block of its own, at the
// same level. Anything else stays HTML as written.
import type { Html, Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';

declare module 'mdast' {
  /** A <details> block: its summary's HTML, then its content. */
  interface DetailsBlock extends Parent {
    type: 'detailsBlock';
    children: RootContent[];
  }
  interface BlockContentMap {
    detailsBlock: DetailsBlock;
  }
  interface RootContentMap {
    detailsBlock: DetailsBlock;
  }
}

const OPENING = /^<details(\s+open(?:=(?:""|''|"open"|'open'))?)?\s*>\s*(?:<summary>([\s\S]*?)<\/summary>)?\s*$/i;
const CLOSING = /^<\/details>$/i;

export default function remarkDetails() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (!('children' in node)) return;
      const parent = node as Parent;
      // From the last opening up, so that nested blocks close on their own closing tag.
      for (let index = parent.children.length - 1; index >= 0; index--) {
        const opening = parent.children[index];
        const match = opening?.type === 'html' ? OPENING.exec((opening as Html).value.trim()) : null;
        if (!match) continue;
        const end = parent.children.findIndex((child, at) => at > index && child.type === 'html' && CLOSING.test((child as Html).value.trim()));
        if (end < 0) continue;
        // The summary's inner HTML as written, in a <summary> element the block can find.
        const summary: RootContent[] =
          match[2] === undefined ? [] : [{ type: 'paragraph', children: [{ type: 'html', value: match[2] }], data: { hName: 'summary' } } as RootContent];
        const block = {
          type: 'detailsBlock',
          children: [...summary, ...parent.children.slice(index + 1, end)],
          data: { hName: 'details', hProperties: match[1] ? { open: true } : {} },
        } as RootContent;
        parent.children.splice(index, end - index + 1, block);
      }
    });
  };
}
