// The benchmark's site generator (bin/bench/generate-site.js): the facts the benchmark relies on,
// checked on the files it writes, not on what it returns.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareBySize } from '../bin/bench/floor.js';
import { generateSite } from '../bin/bench/generate-site.js';
import { generateVersionedSite } from '../bin/bench/generate-versioned-site.js';
import { fileCreationUs, referenceAllCoresMs, referenceMs, workload } from '../bin/bench/reference.js';
import { listParseSources, parseOnly, type ParseSource } from '../cli/content/parse-only.js';

const PAGES = 50;
const SEED = 7;

let workDir: string;
let siteDir: string;
let docsDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'docgen-bench-generator-'));
  siteDir = join(workDir, 'site');
  docsDir = join(siteDir, 'docs');
  await generateSite({ dir: siteDir, pages: PAGES, seed: SEED });
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** Files below a folder, relative and posix, sorted. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

async function listFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name));
}

async function markdownFiles(): Promise<string[]> {
  return (await listFiles(docsDir)).filter((file) => file.endsWith('.md')).map((file) => join(docsDir, file));
}

/** Markdown link targets `[text](target)` outside code fences and inline code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

describe('generateSite', () => {
  it(`writes exactly ${PAGES} Markdown pages under docs/, and a site.config.ts`, async () => {
    expect(await markdownFiles()).toHaveLength(PAGES);
    expect(existsSync(join(siteDir, 'site.config.ts'))).toBe(true);
  });

  it('makes every relative .md link point to a file that exists, and every #overview anchor to that heading', async () => {
    let checked = 0;
    for (const file of await markdownFiles()) {
      const text = await readFile(file, 'utf8');
      for (const target of linkTargets(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // external
        const [path = '', hash] = target.split('#');
        expect(path, `${relative(docsDir, file)} links to ${target}`).toMatch(/\.md$/);
        const linked = resolve(dirname(file), path);
        expect(existsSync(linked), `${relative(docsDir, file)} links to ${target}, which does not exist`).toBe(true);
        if (hash) expect(hash).toBe('overview');
        if (hash) expect(await readFile(linked, 'utf8')).toMatch(/^## Overview$/m);
        checked++;
      }
    }
    // A site with no internal links would make the loop above prove nothing.
    expect(checked).toBeGreaterThan(PAGES);
  });

  it('puts a _category_.json with a label and a position in every folder', async () => {
    const folders = await listFolders(docsDir);
    expect(folders.length).toBeGreaterThanOrEqual(10);
    for (const folder of folders) {
      const file = join(folder, '_category_.json');
      expect(existsSync(file), `${relative(docsDir, folder)} has no _category_.json`).toBe(true);
      const meta = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      expect(typeof meta.label).toBe('string');
      expect(Number.isInteger(meta.position)).toBe(true);
    }
  });

  it('writes pages of 60 to 120 lines with title, description and sidebar_position front matter', async () => {
    for (const file of await markdownFiles()) {
      const text = await readFile(file, 'utf8');
      const lines = text.split('\n').length - 1;
      expect(lines, relative(docsDir, file)).toBeGreaterThanOrEqual(60);
      expect(lines, relative(docsDir, file)).toBeLessThanOrEqual(120);
      expect(text).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\nsidebar_position: \d+\n---\n/);
    }
  });

  it('uses the Markdown a real docs site has: headings, lists, tables, fenced code, inline markup', async () => {
    const site = (await Promise.all((await markdownFiles()).map((file) => readFile(file, 'utf8')))).join('\n');
    for (const pattern of [
      /^## /m,
      /^### /m,
      /^- /m,
      /^1\. /m,
      /^\| --- \| --- \|/m,
      /^```ts$/m,
      /^```sh$/m,
      /^```json$/m,
      /`[a-z]+\.[a-z]+\(\)`/,
      /\*[a-z]+\*/,
      /\*\*[a-z]+\*\*/,
      /\]\(https:\/\//,
    ]) {
      expect(site).toMatch(pattern);
    }
  });

  it('gives identical bytes for the same seed, and different pages for another seed', async () => {
    const again = join(workDir, 'again');
    const other = join(workDir, 'other');
    await generateSite({ dir: again, pages: PAGES, seed: SEED });
    await generateSite({ dir: other, pages: PAGES, seed: SEED + 1 });
    const files = await listFiles(siteDir);
    expect(await listFiles(again)).toEqual(files);
    for (const file of files) {
      expect((await readFile(join(again, file))).equals(await readFile(join(siteDir, file))), file).toBe(true);
    }
    const page = files.find((file) => file.endsWith('.md')) ?? '';
    expect(await readFile(join(other, page), 'utf8')).not.toBe(await readFile(join(siteDir, page), 'utf8'));
  });
});

describe('the machine reference (bin/bench/reference.js)', () => {
  it('does the same work on every run, so its time compares machines and moments', () => {
    const digest = workload();
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(workload()).toBe(digest);
    const ms = referenceMs();
    expect(Number.isFinite(ms) && ms > 0).toBe(true);
  });

  it('runs the workload on one worker thread per core at once', async () => {
    const { threads, ms } = await referenceAllCoresMs();
    expect(threads).toBe(availableParallelism());
    expect(Number.isFinite(ms) && ms > 0).toBe(true);
  });

  it('times the creation of files in the folder it is given, and leaves nothing there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-probe-'));
    try {
      const us = fileCreationUs({ dir });
      expect(Number.isFinite(us) && us > 0).toBe(true);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the parse-only floor (bin/bench/floor.js, cli/content/parse-only.ts)', () => {
  it.each([
    {
      sizes: { a: 50, b: 40, c: 30, d: 20, e: 10 },
      threads: 2,
      shares: [
        ['a', 'd', 'e'],
        ['b', 'c'],
      ],
    },
    {
      sizes: { a: 10, b: 10, c: 10, d: 10 },
      threads: 2,
      shares: [
        ['a', 'c'],
        ['b', 'd'],
      ],
    },
    { sizes: { a: 90, b: 5, c: 5 }, threads: 2, shares: [['a'], ['b', 'c']] },
    { sizes: { a: 5, b: 90, c: 5 }, threads: 3, shares: [['b'], ['a'], ['c']] },
    { sizes: { a: 7 }, threads: 2, shares: [['a'], []] },
  ])('shares sources of sizes $sizes over $threads threads: largest first, to the thread with the least', ({ sizes, threads, shares }) => {
    const sources = Object.entries(sizes).map(([file, size]) => ({ file, body: 'x'.repeat(size) }));
    // The order they come in makes no difference.
    for (const order of [sources, [...sources].reverse()]) {
      expect(shareBySize({ sources: order, threads }).map((share) => share.map((source) => source.file))).toEqual(shares);
    }
  });

  it('lists every Markdown source a build of the versioned site compiles, once, without its front matter', async () => {
    const dir = join(workDir, 'versioned');
    await generateVersionedSite({ dir, docsPerVersion: 4, posts: 4, seed: SEED });
    const onDisk = (await listFiles(dir)).filter((file) => file.endsWith('.md'));
    const listed = await listParseSources({ siteDir: dir });
    // Docs of every version, their translations, the posts and their translation, the home page.
    expect(listed.map((item) => relative(dir, item.file).split(sep).join('/')).sort()).toEqual(onDisk);
    expect(onDisk.filter((file) => file.startsWith('i18n/')).length).toBeGreaterThan(0);
    for (const item of listed) expect(item.body.startsWith('---')).toBe(false);
  });

  it.each<{ name: string; source: Omit<ParseSource, 'scope'>; children: string[]; line: number }>([
    {
      name: 'Markdown: GFM tables and directives, lines counted from the file',
      source: { file: 'a.md', format: 'md', lineOffset: 3, body: '| a |\n| - |\n| 1 |\n\n:::tip Legacy title\n\nText.\n\n:::\n' },
      children: ['table', 'containerDirective'],
      line: 4,
    },
    {
      name: "MDX: JSX, and Docusaurus's heading ids and comments",
      source: { file: 'b.mdx', format: 'mdx', lineOffset: 0, body: '## Title {#custom-id}\n\n<!-- a comment -->\n\n<Tabs>\n\nText.\n\n</Tabs>\n' },
      children: ['heading', 'mdxFlowExpression', 'mdxJsxFlowElement'],
      line: 1,
    },
  ])('parses as the build reads: $name', async ({ source, children, line }) => {
    const tree = await parseOnly({ ...source, scope: 'pages' });
    expect(tree.children.map((child) => child.type)).toEqual(children);
    expect(tree.children[0]?.position?.start.line).toBe(line);
  });
});
