// Algolia DocSearch in place of the offline search (themeConfig.algolia): no Pagefind index, the
// search box in the navbar (DocSearch's button), DocSearch's stylesheet, the policy open to Algolia, and a clear error
// for a site without @docsearch/react.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../cli/pipeline/site/csp.js';
import { withDocSearch } from './helpers/docsearch-fixture.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('docusaurus-config');
  await withDocSearch(site);
  await site.build();
});
afterAll(() => site.remove());

describe('Algolia DocSearch', () => {
  it('builds no offline index, puts the search box in the navbar, and ships DocSearch only as a chunk of its own', async () => {
    expect(existsSync(join(site.outDir, 'pagefind'))).toBe(false);
    const home = await site.read('index.html');
    // DocSearch's own button markup, so its stylesheet shows it as on Docusaurus; the keys come once the browser says its platform.
    expect(home).toContain(
      '<button type="button" class="DocSearch DocSearch-Button" aria-label="Search (Meta+k)" aria-keyshortcuts="Meta+k"><span class="DocSearch-Button-Container"><svg width="20" height="20" class="DocSearch-Search-Icon"',
    );
    expect(home).toContain('<span class="DocSearch-Button-Placeholder">Search</span></span><span class="DocSearch-Button-Keys"></span></button>');
    expect(home).not.toContain('navbar__search-button');
    const js = (await readdir(join(site.outDir, 'assets', 'js'))).filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(js.map(async (file) => ({ file, text: await readFile(join(site.outDir, 'assets', 'js', file), 'utf8') })));
    expect(texts.some(({ text }) => text.includes('algolia:{appId:"FIXTUREAPP"'))).toBe(true);
    const withModal = texts.filter(({ text }) => text.includes('DocSearch-Modal')).map(({ file }) => file);
    expect(withModal).toHaveLength(1);
    expect(withModal[0]).not.toMatch(/^entry-/);
  });

  it("loads DocSearch's stylesheet with the site's, and lets DocSearch reach Algolia", async () => {
    const linked = [...(await site.read('index.html')).matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1] as string);
    const css = (await Promise.all(linked.map((file) => site.read(file)))).join('\n');
    expect(css).toContain('.DocSearch-Modal');
    const policy = parseHeadersFile(await site.read('_headers'))['Content-Security-Policy'] ?? '';
    expect(policy.split('; ').find((part) => part.startsWith('connect-src '))).toContain('https://*.algolia.net');
  });

  it('tells a site without @docsearch/react to install it', async () => {
    const bare = await copyFixture('docusaurus-config');
    try {
      await withDocSearch(bare, { installed: false });
      const error = await bare.buildError();
      expect(error.message).toContain('themeConfig.algolia');
      expect(error.message).toContain('install it in the site (npm install @docsearch/react)');
    } finally {
      await bare.remove();
    }
  });
});
