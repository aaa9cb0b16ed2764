// The bench's Docusaurus site of several docs versions, four languages and a blog
// (bin/bench/generate-versioned-site.js), small: the same bytes for the same seed, and docgen's
// build of it has each version in each language, translations where they were written, the
// fallback's note elsewhere, the banners, the blog in every language and a search bundle per language.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVersionedSite } from '../bin/bench/generate-versioned-site.js';
import { build } from '../cli/pipeline/build-site.js';
import { setQuiet } from '../cli/logger.js';
import { listFiles, snapshot } from './helpers/files.js';

let workDir: string;
let siteDir: string;
let docs: readonly string[];
beforeAll(async () => {
  setQuiet(true);
  workDir = await mkdtemp(join(tmpdir(), 'docgen-versioned-'));
  siteDir = join(workDir, 'site');
  ({ docs } = await generateVersionedSite({ dir: siteDir, docsPerVersion: 12, posts: 6, seed: 3 }));
  await build({ siteDir });
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(siteDir, 'build', path), 'utf8');
const route = (doc: string) => doc.replace(/\.md$/, '.html');

describe('the versioned bench site', () => {
  it('is the same bytes for the same seed', async () => {
    const again = join(workDir, 'again');
    await generateVersionedSite({ dir: again, docsPerVersion: 12, posts: 6, seed: 3 });
    const withoutBuild = async (dir: string) =>
      Object.fromEntries(Object.entries(await snapshot(dir)).filter(([file]) => !file.startsWith('build/') && !file.startsWith('.docgen-cache/')));
    expect(await withoutBuild(again)).toEqual(await withoutBuild(siteDir));
  });

  it('builds every version of every doc in every language', () => {
    const doc = route(docs[0] as string);
    for (const prefix of ['', 'ja/', 'zh-Hans/', 'zh-Hant/']) {
      for (const version of ['', 'next/', '3.0/', '2.0/', '1.0/']) expect(existsSync(join(siteDir, 'build', `${prefix}docs/${version}${doc}`))).toBe(true);
    }
  });

  it('shows a translation where one was written and the English page, marked, elsewhere', async () => {
    const translated = (await listFiles(join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/current'))).filter((file) => file.endsWith('.md'));
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.length).toBeLessThan(docs.length);
    const page = read(`ja/docs/next/${route(translated[0] as string)}`);
    expect(page).toContain('このページは翻訳されています。');
    expect(page).toContain('<html lang="ja"');
    const untranslated = docs.find((doc) => !translated.includes(doc)) as string;
    expect(read(`ja/docs/next/${route(untranslated)}`)).toMatch(/<div class="theme-doc-markdown markdown" lang="en"/);
  });

  it('marks released versions as unmaintained and the next one as unreleased', () => {
    expect(read(`docs/1.0/${route(docs[0] as string)}`)).toContain('This is documentation for');
    expect(read(`docs/next/${route(docs[0] as string)}`)).toContain('This is unreleased documentation for');
    expect(read(`docs/${route(docs[0] as string)}`)).not.toContain('theme-doc-version-banner');
  });

  it('has the blog and a search bundle in every language', () => {
    for (const prefix of ['', 'ja/', 'zh-Hans/', 'zh-Hant/']) {
      expect(read(`${prefix}blog.html`)).toContain('<h2 class="title_cIQJ">');
      expect(existsSync(join(siteDir, 'build', 'pagefind', prefix === '' ? 'en' : prefix.slice(0, -1)))).toBe(true);
    }
  });
});
