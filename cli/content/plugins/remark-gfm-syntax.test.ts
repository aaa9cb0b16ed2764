// Leaving a GFM construct out of a document that lacks the character it needs must not change the
// document's tree. These tests parse real pages (the ZELF site, the test fixtures, a generated
// benchmark site) and edge cases both ways and compare the trees, positions included.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../../bin/bench/generate-site.js';
import { gfm } from 'micromark-extension-gfm';
import type { Root } from 'mdast';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { parseFrontMatter } from '../frontmatter.js';
import remarkGfmSyntax, { impossibleConstructs, mayHoldLiteralAutolink, withoutConstructs, type OptionalConstruct } from './remark-gfm-syntax.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');

const parse = (body: string, without: readonly OptionalConstruct[]): Root => {
  const processor = unified().use(remarkParse).use(remarkGfmSyntax, { without });
  return processor.runSync(processor.parse(body)) as Root;
};

/** Every GFM construct, with the literal autolinks' tree transform run on every tree. */
const parseUnguarded = (body: string) => {
  const processor = unified().use(remarkParse);
  const data = processor.data();
  data.micromarkExtensions = [gfm()];
  data.fromMarkdownExtensions = [gfmFromMarkdown()];
  return processor.runSync(processor.parse(body));
};

/** The body (front matter left out) of every `.md` file under `dir`. */
async function markdownBodies(dir: string): Promise<{ file: string; body: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.md')).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => {
      const parsed = parseFrontMatter({ file, text: await readFile(file, 'utf8') });
      return { file, body: 'body' in parsed ? parsed.body : '' };
    }),
  );
}

/** Names of every construct in a combined extension. */
function constructNames(extension: ReturnType<typeof gfm>): string[] {
  return Object.values(extension)
    .flatMap((record) => Object.values(record ?? {}))
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .flatMap((item) => ((item as { name?: string } | null)?.name ? [(item as { name: string }).name] : []));
}

describe('impossibleConstructs', () => {
  it.each([
    ['plain text', 'Just words.', ['table', 'emailAutolink']],
    ['a pipe anywhere', 'a | b', ['emailAutolink']],
    ['an at sign anywhere', 'write to me@example.com', ['table']],
    ['both', '| a@b.c |\n| - |', []],
  ])('%s', (_name, body, expected) => {
    expect(impossibleConstructs(body)).toEqual(expected);
  });
});

describe('withoutConstructs', () => {
  it('drops exactly the named constructs and keeps every other one', () => {
    const full = constructNames(gfm());
    expect(full).toContain('table');
    expect(full).toContain('emailAutolink');
    const reduced = constructNames(withoutConstructs(gfm(), new Set(['table', 'emailAutolink'])));
    expect(reduced).not.toContain('table');
    expect(reduced).not.toContain('emailAutolink');
    expect(reduced.sort()).toEqual(full.filter((name) => name !== 'table' && name !== 'emailAutolink').sort());
  });

  it('still parses tables and email autolinks when they are not left out', () => {
    const tree = JSON.stringify(parse('| a | b |\n| - | - |\n| write to me@example.com | 2 |\n', []));
    expect(tree).toContain('"type":"table"');
    expect(tree).toContain('"url":"mailto:me@example.com"');
  });
});

describe('a document parses to the same tree without the constructs it cannot contain', () => {
  let benchDir: string;
  beforeAll(async () => {
    benchDir = await mkdtemp(join(tmpdir(), 'docgen-gfm-'));
    await generateSite({ dir: benchDir, pages: 120, seed: 7 });
  });
  afterAll(async () => {
    await rm(benchDir, { recursive: true, force: true });
  });

  it.each([
    ['the ZELF docs', () => join(ROOT, 'content')],
    ['the test fixtures', () => join(ROOT, 'tests', 'fixtures')],
    ['a generated benchmark site', () => join(benchDir, 'docs')],
  ])('%s', async (_name, dirOf) => {
    const files = await markdownBodies(dirOf());
    expect(files.length).toBeGreaterThan(15);
    let reduced = 0;
    for (const { file, body } of files) {
      const without = impossibleConstructs(body);
      if (without.length === 0) continue;
      reduced += 1;
      expect(parse(body, without), file).toEqual(parse(body, []));
    }
    // The comparison ran on a good share of the pages, not on none.
    expect(reduced).toBeGreaterThan(files.length / 5);
  });

  it.each([
    ['text that looks like a table row but has no pipe', 'a b\n--- ---\nc d\n'],
    ['a setext heading and a thematic break', 'Title\n---\n\n***\n'],
    ['words, links, code and emphasis', 'See [the guide](./a.md), `code`, *emphasis* and www.example.com or https://x.org/a_b.\n'],
    ['a link label with a www literal inside', '[www.example.com](https://example.com) and <https://b.c>\n'],
    ['footnotes, strikethrough, task lists', 'Text[^1] ~~gone~~\n\n- [ ] todo\n- [x] done\n\n[^1]: Note.\n'],
    ['a list with lazy lines', '- one\ntwo\n  - three\n\n> quote\nlazy\n'],
  ])('%s', (_name, body) => {
    const without = impossibleConstructs(body);
    expect(without).toEqual(['table', 'emailAutolink']);
    expect(parse(body, without)).toEqual(parse(body, []));
  });
});

describe('the literal autolink transform runs only on trees that may hold a literal autolink', () => {
  it.each([
    ['a URL', 'see https://example.com/a_b for more', true],
    ['a URL in capitals', 'HTTP://EXAMPLE.COM', true],
    ['a www address', 'at www.example.com.', true],
    ['an email address', 'write to me@example.com', true],
    ['an email address written with a character reference', 'write to me&#64;example.com', true],
    ['an xmpp address', 'xmpp:me@example.com/home', true],
    ['URLs only in link destinations and code', '[guide](https://example.com/a) and `https://b.c` and ![x](http://c.d/e.png)', false],
    ['an at sign without a domain', 'npm install @scope/package, or me@localhost', false],
  ])('%s', (_name, body, expected) => {
    const tree = parseUnguarded(body);
    expect(mayHoldLiteralAutolink(parse(body, []))).toBe(expected);
    expect(parse(body, []), body).toEqual(tree);
    // The cases that may hold one do: the check does not skip a tree the transform changes.
    expect(JSON.stringify(tree).includes('"type":"link"') && !body.includes('](')).toBe(expected);
  });

  it.each([
    ['the ZELF docs', () => join(ROOT, 'content')],
    ['the test fixtures', () => join(ROOT, 'tests', 'fixtures')],
  ])('%s parse to the same trees as with the transform on every tree', async (_name, dirOf) => {
    const files = await markdownBodies(dirOf());
    let skipped = 0;
    for (const { file, body } of files) {
      const tree = parse(body, []);
      if (!mayHoldLiteralAutolink(tree)) skipped += 1;
      expect(tree, file).toEqual(parseUnguarded(body));
    }
    // The check skipped the transform on a good share of the pages, not on none.
    expect(skipped).toBeGreaterThan(files.length / 5);
  });
});
