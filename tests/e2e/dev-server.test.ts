// serve --watch in Chromium: a save swaps the page's content in place (no full load, same scroll
// position), other pages' changes reach client-side navigation, a broken file shows the error
// overlay over the last good page (in the page's language, with no axe violations) until the fix,
// and a config change reloads the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hasChromium, launchBrowser, describeInBrowser } from '../helpers/browser.js';
import { startDevProcess, type DevProcess } from '../helpers/dev-server.js';
import { copyFixture, type FixtureSite } from '../helpers/fixture.js';
import { openPage, type OpenOptions, type ServedFolder } from '../helpers/served-site.js';
import { WAIT_MS } from '../helpers/patience.js';
import { axeViolations } from '../helpers/axe.js';

const LONG = ['---', 'title: Long page', '---', '', ...Array.from({ length: 80 }, (_, i) => `Paragraph ${i} of the long page.\n`)].join('\n');

let site: FixtureSite;
let dev: DevProcess;
let served: ServedFolder;

beforeAll(async () => {
  if (!hasChromium) return;
  site = await copyFixture('basic');
  await site.write('docs/long.md', LONG);
  dev = await startDevProcess({ siteDir: site.dir });
  const browser = await launchBrowser();
  served = {
    server: { url: dev.url, port: Number(new URL(dev.url).port), close: async () => undefined },
    browser,
    url: (path) => new URL(path, dev.url).href,
    close: async () => {
      await browser.close();
      await dev.stop('SIGINT');
      await site.remove();
    },
  };
});
afterAll(() => served?.close());

/** Opens a page that counts the router's dev refreshes and carries a marker a full load would lose. */
async function openWatched(path: string, options: OpenOptions = {}) {
  const opened = await openPage(served, path, options);
  await opened.page.evaluate(() => {
    const state = window as unknown as { marker: number; refreshes: { updated: boolean }[] };
    state.marker = 42;
    state.refreshes = [];
    window.addEventListener('docgen:dev-refreshed', (event) => state.refreshes.push((event as CustomEvent<{ updated: boolean }>).detail));
  });
  return opened;
}

const refreshes = (page: Page) => page.evaluate(() => (window as unknown as { refreshes: { updated: boolean }[] }).refreshes);
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
const overlay = '#docgen-dev-overlay';

describeInBrowser('serve --watch in the browser', () => {
  it('a save swaps the page content in place and keeps the scroll position', async () => {
    const { page, close } = await openWatched('/docs/long', { viewport: { width: 1280, height: 700 } });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    await site.edit('docs/long.md', (text) => text.replace('Paragraph 3 of the long page.', 'Paragraph 3, edited while the page is open.'));
    await page.waitForFunction(() => document.querySelector('article')?.textContent?.includes('Paragraph 3, edited while the page is open.'), undefined, {
      timeout: WAIT_MS,
    });
    expect(await refreshes(page)).toContainEqual({ updated: true });
    expect(await marker(page)).toBe(42);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    await close();
  });

  it('a save to another page reaches client-side navigation without a full load', async () => {
    const { page, close } = await openWatched('/docs/long');
    await site.edit('docs/intro.md', (text) => `${text}\nIntro line written while another page is open.\n`);
    await page.waitForFunction(() => (window as unknown as { refreshes: unknown[] }).refreshes.length > 0, undefined, { timeout: WAIT_MS });
    // This page did not change (a save seen twice gives two refreshes, neither updating it).
    expect(new Set((await refreshes(page)).map((refresh) => refresh.updated))).toEqual(new Set([false]));
    await page.click('nav[aria-label] a[href="/docs/intro"]');
    await page.waitForFunction(() => document.querySelector('article')?.textContent?.includes('Intro line written while another page is open.'));
    expect(await marker(page)).toBe(42);
    await close();
  });

  it('a broken file shows the overlay with file, line and message over the last good page; the fix removes it', async () => {
    const { page, close } = await openWatched('/docs/long');
    await site.edit('docs/long.md', (text) => text.replace('title: Long page', 'title: [Long page'));
    await page.waitForSelector(overlay, { timeout: WAIT_MS });
    expect(await page.getAttribute(overlay, 'role')).toBe('alertdialog');
    expect(await page.textContent(`${overlay} h2`)).toBe('Build failed');
    expect(await page.textContent(`${overlay} code`)).toMatch(/^docs\/long\.md:\d+/);
    expect(await page.textContent(`${overlay} pre`)).toContain('[FrontMatterInvalid]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    // The last good page is still there under the overlay.
    expect(await page.textContent('article')).toContain('Paragraph 3, edited while the page is open.');

    await site.edit('docs/long.md', (text) =>
      text.replace('title: [Long page', 'title: Long page').replace('Paragraph 4 of', 'Paragraph 4, after the fix, of'),
    );
    await page.waitForSelector(overlay, { state: 'detached', timeout: WAIT_MS });
    await page.waitForFunction(() => document.querySelector('article')?.textContent?.includes('Paragraph 4, after the fix, of'));
    expect(await marker(page)).toBe(42);
    await close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the overlay has no axe violations, in Spanish on a Spanish page (${theme} mode)`, async () => {
      const { page, close } = await openWatched('/es/docs/long', { initScript: `localStorage.setItem('theme', '${theme}')` });
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      await site.edit('docs/long.md', (text) => text.replace('title: Long page', 'title: [Long page'));
      await page.waitForSelector(overlay, { timeout: WAIT_MS });
      expect(await page.textContent(`${overlay} h2`)).toBe('La compilación falló');
      expect(await page.textContent(`${overlay} button`)).toBe('Cerrar');
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      // Close dismisses it and gives focus back; the page stays as it was.
      await page.keyboard.press('Escape');
      await page.waitForSelector(overlay, { state: 'detached' });
      await site.edit('docs/long.md', (text) => text.replace('title: [Long page', 'title: Long page'));
      await page.waitForFunction(() => (window as unknown as { refreshes: unknown[] }).refreshes.length > 0, undefined, { timeout: WAIT_MS });
      await close();
    });
  }

  it('a config change reloads the page', async () => {
    const { page, close } = await openWatched('/docs/long');
    await site.edit('site.config.ts', (text) => text.replace("title: 'Fixture',\n  tagline", "title: 'Fixture Live',\n  tagline"));
    await page.waitForFunction(() => document.title === 'Long page · Fixture Live', undefined, { timeout: WAIT_MS });
    expect(await marker(page)).toBeUndefined();
    await close();
  });
});
