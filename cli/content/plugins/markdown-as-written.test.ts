// A block of a Markdown copy is its source text only when that text says what the block says.
// The table pins the decisions; the whole-site check parses every block written as-is again and
// compares the trees, over the ZELF site's Markdown pages and a generated site of 200 guides.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Link, Nodes, Root, RootContent, Text } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../../bin/bench/generate-site.js';
import { parseFrontMatter } from '../frontmatter.js';
import { asWritten } from './markdown-as-written.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const parse = (source: string): Root => fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
const first = (source: string) => parse(source).children[0] as RootContent;

/** The tree without what the source's layout alone decides. */
function shape(node: Nodes): unknown {
  const { position: _position, spread: _spread, ...rest } = node as Nodes & { spread?: unknown };
  return 'children' in rest ? { ...rest, children: (rest.children as Nodes[]).map(shape) } : rest;
}

describe('asWritten', () => {
  it.each([
    ['a paragraph', 'Some *text* with `code` and **more**.\nA second line.', 'Some *text* with `code` and **more**.\nA second line.'],
    [
      'a list with a nested list and code',
      '* one\n  * two\n\n  ```js\n  let a = 1;\n  ```\n* three',
      '* one\n  * two\n\n  ```js\n  let a = 1;\n  ```\n* three',
    ],
    ['a table', '| a | b |\n| :-- | --: |\n| `x` | [y](https://y.example) |', '| a | b |\n| :-- | --: |\n| `x` | [y](https://y.example) |'],
    ['a block quote over lines', '> quoted *text*\n> goes on', '> quoted *text*\n> goes on'],
    ['a fenced block with a title', '```ts title="a.ts"\nconst a = 1;\n```', '```ts title="a.ts"\nconst a = 1;\n```'],
    ['an autolink and a bare URL', 'See <https://a.example> or https://b.example.', 'See <https://a.example> or https://b.example.'],
    ['an ATX heading', '## Set *up* ##', '## Set *up* ##'],
  ])('writes %s as it is', (_name, source, expected) => {
    expect(asWritten(first(source), source)).toBe(expected);
  });

  it('puts in the destination a link leads to now, keeping its title and text as written', () => {
    const source = 'Read [the *guide*](./guide.md "Guide") and [more](../more.md#part).';
    const block = first(source);
    visit(block, 'link', (link: Link) => {
      link.url = `https://site.example/${link.url.includes('more') ? 'more#part' : 'guide'}`;
    });
    expect(asWritten(block, source)).toBe('Read [the *guide*](https://site.example/guide "Guide") and [more](https://site.example/more#part).');
  });

  it.each([
    ['text a plugin changed', 'Hello :smile:', (block: RootContent) => visit(block, 'text', (text: Text) => void (text.value = 'Hello 😄'))],
    ['a child a plugin removed', 'one *two* three', (block: RootContent) => void (block as { children: unknown[] }).children.splice(1, 1)],
    ['a node a plugin made', 'one two', (block: RootContent) => void (block as { children: unknown[] }).children.push({ type: 'text', value: '!' })],
    ['code a plugin changed', '```js\n// highlight-next-line\nx();\n```', (block: RootContent) => void ((block as { value: string }).value = 'x();')],
    [
      'a destination Markdown must write otherwise',
      '[a](./b.md)',
      (block: RootContent) => visit(block, 'link', (link: Link) => void (link.url = 'https://site.example/a (b)')),
    ],
    [
      'an internal autolink that now leads elsewhere',
      '<https://a.example>',
      (block: RootContent) => visit(block, 'link', (link: Link) => void (link.url = 'https://b.example')),
    ],
  ])('serializes %s', (_name, source, change) => {
    const block = first(source);
    change(block);
    expect(asWritten(block, source)).toBeUndefined();
  });

  it.each([
    ['escaped characters', 'a \\*star\\* &amp; more'],
    ['a setext heading', 'Title\n====='],
    ['an indented code block', '    code'],
  ])('serializes %s, whose source differs from its value', (_name, source) => {
    expect(asWritten(first(source), source)).toBeUndefined();
  });

  it('serializes a block that does not start its line (it came from inside a component)', () => {
    const source = '<div>\n\n  indented *paragraph*\n\n</div>';
    const block = parse(source).children.find((node) => node.type === 'paragraph') as RootContent;
    expect(asWritten(block, source)).toBeUndefined();
  });
});

describe('every block written as-is parses to the block', () => {
  let generated: string;
  beforeAll(async () => {
    generated = await mkdtemp(join(tmpdir(), 'docgen-as-written-'));
    await generateSite({ dir: generated, pages: 200, seed: 3 });
  });
  afterAll(() => rm(generated, { recursive: true, force: true }));

  async function markdownFiles(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.md')).map((entry) => join(entry.parentPath, entry.name));
  }

  it('on the ZELF site and generated guides', async () => {
    const files = [...(await markdownFiles(join(ROOT, 'content'))), ...(await markdownFiles(generated))];
    let written = 0;
    let blocks = 0;
    for (const file of files) {
      const parsed = parseFrontMatter({ file, text: await readFile(file, 'utf8') });
      if ('problems' in parsed) throw new Error(`${file}: ${parsed.problems.map((problem) => problem.message).join('; ')}`);
      const source = parsed.body;
      for (const block of parse(source).children) {
        blocks += 1;
        const text = asWritten(block, source);
        if (text === undefined) continue;
        written += 1;
        expect({ file, block: parse(text).children.map(shape) }).toEqual({ file, block: [shape(block)] });
      }
    }
    // Most blocks of real pages are written as they are; the check above is then about most of them.
    expect(written / blocks).toBeGreaterThan(0.8);
  });
});
