import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../markdown.js';
import { resolveFromPage } from './rehype-links.js';

describe('resolveFromPage: a link written relative to the page, as the browser resolves it', () => {
  it.each([
    ['./guides/setup', '/docs/intro', '/docs/guides/setup'],
    ['guides/setup#first-step', '/docs/intro', '/docs/guides/setup#first-step'],
    ['../api/verify?tab=curl', '/es/docs/guides/setup', '/es/docs/api/verify?tab=curl'],
    // A page served with a trailing slash is a folder: links resolve inside it.
    ['./setup', '/docs/guides/', '/docs/guides/setup'],
    ['./', '/docs/guides/setup', '/docs/guides/'],
    ['../../../../x', '/docs/a', '/x'],
    // Characters stay as written, not percent-encoded.
    ['./guía', '/docs/intro', '/docs/guía'],
  ])('%s on %s', (raw, page, expected) => {
    expect(resolveFromPage(raw, page)).toBe(expected);
  });
});

describe('links relative to the page, compiled', () => {
  it('resolves a link to a folder of the same name as a route, and leaves a file beside the page to the assets plugin', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-links-'));
    try {
      await mkdir(join(dir, 'docs', 'workflows'), { recursive: true });
      await writeFile(join(dir, 'docs', 'notes.txt'), 'notes');
      const page = join(dir, 'docs', 'intro.md');
      const compile = createMarkdownCompiler({
        links: { hrefOfFile: (file) => (file === page ? '/docs/intro' : undefined), hrefOfRelative: (raw) => resolveFromPage(raw, '/docs/intro') },
        assets: { dir: join(dir, 'out'), url: '/assets/media/' },
      });
      const { html } = await compile({ file: page, body: '[Workflows](workflows) and [the notes](./notes.txt)', lineOffset: 0 });
      expect(html).toContain('<a class="" href="/docs/workflows">Workflows</a>');
      expect(html).toMatch(/<a class="" href="\/assets\/media\/notes-[\w-]+\.txt">the notes<\/a>/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a link relative to a folder's index", () => {
  it.each([
    ['guides/index.md', '/docs/guides'],
    ['guides/README.md', '/docs/guides'],
    ['02-guides/02-guides.md', '/docs/guides'],
  ])('starts inside the folder from %s, as from its URL with a slash in Docusaurus', async (name, url) => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-links-'));
    try {
      const docs = join(dir, 'docs');
      const page = join(docs, name);
      await mkdir(join(page, '..'), { recursive: true });
      const compile = createMarkdownCompiler({
        links: { hrefOfFile: () => undefined, hrefOfRelative: (raw) => resolveFromPage(raw, url), roots: { siteDir: dir, content: [[docs]] } },
        assets: { dir: join(dir, 'out'), url: '/assets/media/' },
      });
      const { html } = await compile({ file: page, body: '[Firebase](firebase) and [the intro](../intro)', lineOffset: 0 });
      expect(html).toContain('<a class="" href="/docs/guides/firebase">Firebase</a>');
      expect(html).toContain('<a class="" href="/docs/intro">the intro</a>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is a plain page elsewhere: its links start beside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-links-'));
    try {
      const docs = join(dir, 'docs');
      const page = join(docs, 'guides', 'setup.md');
      await mkdir(join(page, '..'), { recursive: true });
      const compile = createMarkdownCompiler({
        links: { hrefOfFile: () => undefined, hrefOfRelative: (raw) => resolveFromPage(raw, '/docs/guides/setup'), roots: { siteDir: dir, content: [[docs]] } },
        assets: { dir: join(dir, 'out'), url: '/assets/media/' },
      });
      const { html } = await compile({ file: page, body: '[Firebase](firebase)', lineOffset: 0 });
      expect(html).toContain('<a class="" href="/docs/guides/firebase">Firebase</a>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a link to a Markdown file with a query string', () => {
  it('leads to the file page, keeping the query and fragment as written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-links-'));
    try {
      await mkdir(join(dir, 'docs'), { recursive: true });
      const page = join(dir, 'docs', 'intro.md');
      const airgap = join(dir, 'docs', 'airgap.md');
      await writeFile(airgap, '# Air-gapped');
      const compile = createMarkdownCompiler({
        links: { hrefOfFile: (file) => (file === airgap ? '/docs/airgap' : file === page ? '/docs/intro' : undefined) },
      });
      const { html } = await compile({ file: page, body: '[Images](./airgap.md?load=manual#images)', lineOffset: 0 });
      expect(html).toContain('<a class="" href="/docs/airgap?load=manual#images">Images</a>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a root-absolute link in another locale', () => {
  it('gets the locale prefix when it leads to a page, a version number included; a file keeps its path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-links-'));
    try {
      await mkdir(join(dir, 'docs'), { recursive: true });
      const page = join(dir, 'docs', 'intro.md');
      const compile = createMarkdownCompiler({
        links: { hrefOfFile: (file) => (file === page ? '/es/docs/intro' : undefined), hrefOfPath: (path) => `/es${path}` },
      });
      const { html } = await compile({ file: page, body: '[2.0.0](/releases/2.0.0), [1.4](/docs/1.4) and [the guide](/files/guide.pdf)', lineOffset: 0 });
      expect(html).toContain('<a class="" href="/es/releases/2.0.0">2.0.0</a>');
      expect(html).toContain('<a class="" href="/es/docs/1.4">1.4</a>');
      expect(html).toContain('<a class="" href="/files/guide.pdf">the guide</a>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
