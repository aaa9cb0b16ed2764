// Offline search in real Chromium: what the Pagefind index holds (article text, not the site's
// chrome; not unlisted or draft pages), Spanish and English stemming and accent folding, the
// dialog driven by keyboard only, results opening client-side, and no request leaving the site.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { searchIndex } from '../helpers/search-index.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';
import { withSearch } from '../helpers/versions-fixture.js';

const TAGS = `---
title: Leasing tags
description: How tags are leased.
---

A tag is leased for a year. Tagging a wallet links it to a face.

## Renewing a lease {#renewing}

Renew the lease before it ends; the zorblax fee applies.
`;

const ETIQUETAS = `---
title: Alquilar etiquetas
---

Una etiqueta se alquila por un año.

## Cambiar la contraseña

La contraseña protege la etiqueta.
`;

const SECRET = `---
title: Draft page
draft: true
---

The word quibbleflux appears only in a draft.
`;

const UNLISTED = `---
title: Unlisted page
unlisted: true
---

The word snorkelwisp appears only in an unlisted page.
`;

const served = useServedFixture('basic', async (site) => {
  await site.write('docs/tags.md', TAGS);
  await site.write('docs-es/etiquetas.md', ETIQUETAS);
  await site.write('docs/draft.md', SECRET);
  await site.write('docs/unlisted.md', UNLISTED);
});

// The fixture is built for the browser tests: without Chromium there is nothing to read.
describeInBrowser('search index files', () => {
  it('writes one Pagefind bundle per locale and content language, with no ready-made UI', async () => {
    const root = join(served().site.outDir, 'pagefind');
    expect((await readdir(root)).sort()).toEqual(['en', 'es']);
    expect((await readdir(join(root, 'en'))).sort()).toEqual(['en', 'es']);
    const files = await readdir(join(root, 'en', 'en'));
    expect(files).toContain('pagefind.js');
    expect(files.filter((file) => /ui|highlight|unknown/.test(file))).toEqual([]);
    const entry = JSON.parse(await readFile(join(root, 'en', 'es', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages)).toEqual(['es']);
    // The Spanish tree under the English interface: its intro and the new page.
    expect(entry.languages.es?.page_count).toBe(2);
  });
});

describeInBrowser('search', () => {
  it('indexes article text only: not navbar, sidebar, footer or banners, and no unlisted or draft page', async () => {
    const { page, close } = await openPage(served(), '/docs/intro');
    expect(await searchIndex(page, '/pagefind/en/en/', 'zorblax')).toEqual(['/docs/tags']);
    // Navbar item, footer copyright, sidebar-only link label, unlisted banner text.
    for (const chrome of ['Repository', 'Copyright', 'External', 'Beta']) {
      expect(await searchIndex(page, '/pagefind/en/en/', chrome), chrome).toEqual([]);
    }
    expect(await searchIndex(page, '/pagefind/en/en/', 'snorkelwisp')).toEqual([]);
    expect(await searchIndex(page, '/pagefind/en/en/', 'quibbleflux')).toEqual([]);
    await close();
  });

  it('stems English and folds Spanish accents both ways', async () => {
    const { page, close } = await openPage(served(), '/docs/intro');
    expect(await searchIndex(page, '/pagefind/en/en/', 'leasing')).toContain('/docs/tags');
    expect(await searchIndex(page, '/pagefind/en/en/', 'tagged')).toContain('/docs/tags');
    expect(await searchIndex(page, '/pagefind/es/es/', 'contrasena')).toEqual(['/es/docs-es/etiquetas']);
    expect(await searchIndex(page, '/pagefind/es/es/', 'contraseña')).toEqual(['/es/docs-es/etiquetas']);
    expect(await searchIndex(page, '/pagefind/es/es/', 'etiquetas')).toEqual(['/es/docs-es/etiquetas']);
    await close();
  });

  it('downloads nothing for search until the search box is used', async () => {
    const { page, requests, close } = await openPage(served(), '/docs/intro');
    await page.waitForTimeout(500);
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await page.getByRole('button', { name: 'Search' }).focus();
    await expect.poll(() => requests.some((path) => path.startsWith('/pagefind/en/en/'))).toBe(true);
    await close();
  });

  it('searches "tag" in English with the keyboard only and opens the heading client-side', async () => {
    const { page, close } = await openPage(served(), '/docs/intro');
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.evaluate(() => Object.assign(window, { __marker: 'kept' }));
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('tag');
    await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent()).toMatch(/^\d+ results?$/);
    const options = page.getByRole('option');
    expect(await options.first().getAttribute('href')).toMatch(/^\/docs\/tags(#|$)/);
    expect(await page.locator('.search-result__excerpt mark').first().textContent()).toMatch(/^tag/i);
    expect(await page.getByRole('group', { name: 'Leasing tags' }).count()).toBe(1);

    // Another query, down to the "Renewing a lease" match, then Enter.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('lease');
    await expect.poll(() => page.getByRole('option', { name: /Renewing a lease/ }).count()).toBe(1);
    const renewing = page.getByRole('option', { name: /Renewing a lease/ });
    for (let step = 0; step < 5 && (await renewing.getAttribute('aria-selected')) !== 'true'; step++) await page.keyboard.press('ArrowDown');
    expect(await renewing.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await renewing.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/tags#renewing');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept');
    expect([...hosts]).toEqual([new URL(served().server.url).host]);
    await close();
  });

  it('searches "etiqueta" under /es/ with Spanish results only, or every language on request', async () => {
    const { page, close } = await openPage(served(), '/es/docs/intro');
    await page.keyboard.press('/');
    const input = page.getByRole('combobox', { name: 'Buscar en la documentación' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('etiqueta');
    await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent()).toMatch(/^\d+ resultados?$/);
    const hrefs = () => page.getByRole('option').evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect((await hrefs()).every((href) => href?.startsWith('/es/docs-es/etiquetas'))).toBe(true);

    await input.fill('tag');
    await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent()).toBe('No hay resultados para «tag»');
    await page.getByRole('checkbox', { name: 'Incluir resultados en todos los idiomas' }).check();
    await expect.poll(async () => (await hrefs()).some((href) => href?.startsWith('/es/docs/tags'))).toBe(true);
    await close();
  });

  it('traps focus in the dialog, closes with Escape and returns focus to the search button', async () => {
    const { page, close } = await openPage(served(), '/docs/intro');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox').waitFor();
    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press(step % 2 ? 'Shift+Tab' : 'Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    await close();
  });

  it('opens with Cmd+K and says so when nothing matches', async () => {
    const { page, close } = await openPage(served(), '/docs/intro');
    // Cmd+K, as on a Mac.
    await page.keyboard.press('Meta+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('xylophonequark');
    await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent()).toBe('No results for “xylophonequark”');
    expect(await page.getByRole('option').count()).toBe(0);
    expect(await page.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    await close();
  });
});

describeInBrowser('search in versioned docs', () => {
  const versions = useServedFixture('versions', withSearch);

  /** The result pages for "release" (in every version's intro) as seen from `path`. */
  async function releasePages(path: string, initScript?: string): Promise<string[]> {
    const { page, close } = await openPage(versions(), path, initScript ? { initScript } : {});
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('release');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    const hrefs = await page.getByRole('option').evaluateAll((elements) => elements.map((element) => element.getAttribute('href')?.split('#')[0]));
    await close();
    return [...new Set(hrefs)].sort() as string[];
  }

  it('finds only the docs version being read, else the preferred one, else the last', async () => {
    expect(await releasePages('/docs/1.0/intro')).toEqual(['/docs/1.0/intro']);
    expect(await releasePages('/docs/next/intro')).toEqual(['/docs/next/intro']);
    expect(await releasePages('/docs/intro')).toEqual(['/docs/intro']);
    expect(await releasePages('/missing-page')).toEqual(['/docs/intro']);
    expect(await releasePages('/missing-page', "localStorage.setItem('docs-preferred-version-default', '1.0');")).toEqual(['/docs/1.0/intro']);
  });
});
