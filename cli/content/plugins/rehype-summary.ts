// Records the text of the first paragraph (outside admonitions and tables) as file.data.summary:
// the default meta description of a page without one, for Markdown and MDX alike.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { EXIT, SKIP, visit } from 'unist-util-visit';

declare module 'vfile' {
  interface DataMap {
    summary: string;
  }
}

const MAX = 160;

export default function rehypeSummary() {
  return (tree: Root, file: VFile) => {
    let summary = '';
    visit(tree, (node) => {
      // JSX components in MDX (tabs, admonitions, details) are asides, not the page's summary.
      if (node.type === 'mdxJsxFlowElement') return SKIP;
      if (node.type !== 'element') return undefined;
      const classes = (node as Element).properties.className;
      // Notes, tabs and tables are not what the page is about.
      if ((node as Element).tagName === 'table') return SKIP;
      if (Array.isArray(classes) && classes.some((name) => /^(admonition|tabs|code-block)/.test(String(name)))) return SKIP;
      if ((node as Element).tagName !== 'p') return undefined;
      summary = toString(node as Element)
        .replace(/\s+/g, ' ')
        .trim();
      return summary ? EXIT : undefined;
    });
    file.data.summary = summary.length > MAX ? `${summary.slice(0, MAX - 3).trimEnd()}…` : summary;
  };
}
