// The ZELF site with `llms` on: every docs page has a Markdown copy, and the copy holds everything
// its article shows: each paragraph, list item, table cell and code block of the page's HTML is in
// the copy's text (list items without the lists nested in them, which are checked on their own).
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setQuiet } from '../cli/logger.js';
import { build } from '../cli/pipeline/build-site.js';
import { builtPages } from './helpers/page-facts.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const root = fileURLToPath(new URL('..', import.meta.url));
let dir: string;
let outDir: string;

beforeAll(async () => {
  setQuiet(true);
  dir = await mkdtemp(join(tmpdir(), 'docgen-llms-'));
  await cp(join(root, 'content'), join(dir, 'content'), { recursive: true });
  // The site's own config: copies are on by default.
  await cp(join(root, 'site.config.ts'), join(dir, 'site.config.ts'));
  outDir = join(dir, 'build');
  await build({ siteDir: dir, outDir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
const classes = (element: Element) => (element.attrs.find((attr) => attr.name === 'class')?.value ?? '').split(/\s+/);
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
/** What a reader sees of an element: its text (a <br/> a line break, as between a code block's
 * lines), buttons and aria-hidden parts left out. */
const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : node.nodeName === 'br'
      ? '\n'
      : isElement(node) && (node.tagName === 'button' || node.attrs.some((attr) => attr.name === 'aria-hidden' && attr.value === 'true'))
        ? ''
        : childrenOf(node).map(textOf).join('');
const find = (node: Node, test: (element: Element) => boolean): Element | undefined => {
  if (isElement(node) && test(node)) return node;
  for (const child of childrenOf(node)) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
};

/** The text of a Markdown copy, each block's text followed by a space. */
function copyText(markdown: string): string {
  const parts: string[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') parts.push(node.value);
    if ('children' in node) node.children.forEach((child) => collect(child as Nodes));
    if (['paragraph', 'heading', 'listItem', 'tableCell', 'code', 'blockquote'].includes(node.type)) parts.push(' ');
  };
  collect(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return normal(parts.join(''));
}

const docsPages = () => [...builtPages(outDir)].filter(([route]) => /^(\/es)?\/docs(-es)?\//.test(route));
const copyOf = (route: string) => join(outDir, `${route.slice(1)}.md`);

describe('the ZELF site with llms on', () => {
  it('has a Markdown copy of every docs page that is not unlisted', () => {
    const pages = docsPages();
    expect(pages.length).toBeGreaterThan(200);
    const without = pages.filter(([route, file]) => !existsSync(copyOf(route)) && !readFileSync(join(outDir, file), 'utf8').includes('content="noindex'));
    expect(without.map(([route]) => route)).toEqual([]);
  });

  it("holds in each copy every paragraph, list item, table cell and code block of the page's article", () => {
    const missing: string[] = [];
    let blocks = 0;
    for (const [route, file] of docsPages()) {
      if (!existsSync(copyOf(route))) continue;
      const content = find(parse(readFileSync(join(outDir, file), 'utf8')), (element) => classes(element).includes('markdown'));
      if (!content) continue;
      const text = copyText(readFileSync(copyOf(route), 'utf8'));
      const walk = (node: Node) => {
        if (!isElement(node)) return;
        if (['p', 'li', 'td', 'th', 'pre'].includes(node.tagName)) {
          const own = node.tagName === 'li' ? childrenOf(node).filter((child) => !(isElement(child) && ['ul', 'ol'].includes(child.tagName))) : [node];
          const shown = normal(own.map(textOf).join(''));
          if (shown) {
            blocks += 1;
            if (!text.includes(shown)) missing.push(`${route}: <${node.tagName}> ${shown.slice(0, 100)}`);
          }
          if (node.tagName !== 'li') return;
        }
        childrenOf(node).forEach(walk);
      };
      walk(content);
    }
    expect(blocks).toBeGreaterThan(10_000);
    expect(missing).toEqual([]);
  });
});
