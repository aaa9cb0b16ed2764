// Resolves relative links to Markdown files into route hrefs (keeping the hash) and records every
// internal link with its line, so the build can report broken links and anchors.
import { dirname, resolve } from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export interface LinkRecord {
  /** Resolved href as written into the page. */
  readonly href: string;
  readonly line?: number;
  /** Set when the link was a relative Markdown file path that matched no page. */
  readonly missingFile?: string;
  /** The Markdown file a relative file link resolved to: its href changes with that file's slug. */
  readonly file?: string;
}

export interface RehypeLinksOptions {
  /** Absolute Markdown file -> public href of its route in the current locale; `page` is the file
   * being compiled (a compiler shared by several pages keeps per-page state in its data). */
  readonly hrefOfFile: (file: string, page: VFile) => string | undefined;
}

declare module 'vfile' {
  interface DataMap {
    links: LinkRecord[];
  }
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /^([^?#]+\.mdx?)(#.*)?$/i;

export default function rehypeLinks(options: RehypeLinksOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRecord[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const raw = node.properties.href;
      if (EXTERNAL.test(raw)) return;
      const line = node.position?.start.line;
      const markdown = MARKDOWN_FILE.exec(raw);
      if (markdown && !raw.startsWith('/')) {
        const target = resolve(dirname(file.path), decodeURIComponent(markdown[1] ?? ''));
        const href = options.hrefOfFile(target, file);
        if (href === undefined) {
          links.push({ href: raw, line, missingFile: target });
          return;
        }
        node.properties.href = href + (markdown[2] ?? '');
        links.push({ href: String(node.properties.href), line, file: target });
        return;
      }
      links.push({ href: String(node.properties.href), line });
    });
    file.data.links = links;
  };
}
