// Real Chromium against the built `basic` fixture: a doc's "Copy page" button, reached and pressed
// with the keyboard, puts the page's Markdown copy on the clipboard and says so in a status that
// screen readers announce; "Open as Markdown" opens the copy; both speak the page's language and
// follow client-side navigation.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/served-site.js';
import { WAIT_MS } from '../helpers/patience.js';

const served = useServedFixture('basic');

/** Opens a page with clipboard access, hydrated, and records its errors. */
async function open(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await served().browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(served().server.url).origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(served().url(path));
  await page.waitForSelector('html[data-hydrated="true"][data-page-copy="ready"]', { timeout: WAIT_MS });
  return { page, errors, close: () => context.close() };
}

/** Presses Tab until the "Copy page" button has the focus; how many presses it took. */
async function tabToCopyButton(page: Page): Promise<number> {
  for (let presses = 1; presses <= 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('doc-copy__button'))) return presses;
  }
  throw new Error('the "Copy page" button was not reached with Tab in 40 presses');
}

const statusText = (page: Page) => page.locator('.doc-copy__status').textContent();
const fetchText = (page: Page, href: string) => page.evaluate((url) => fetch(url).then((response) => response.text()), href);

describeInBrowser('"Copy page" and "Open as Markdown"', () => {
  it('copies the page as Markdown with the keyboard and announces it', async () => {
    const { page, errors, close } = await open('/docs/guides/first');
    const button = page.locator('.doc-copy__button');
    expect(await button.textContent()).toBe('Copy page');
    expect(await page.locator('.doc-copy__status').getAttribute('role')).toBe('status');
    expect(await statusText(page)).toBe('');
    await tabToCopyButton(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.doc-copy__status')?.textContent !== '', null, { timeout: WAIT_MS });
    expect(await statusText(page)).toBe('Page copied as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await fetchText(page, '/docs/guides/first.md'));
    expect(copied).toMatch(/^# /);
    expect(copied).not.toContain('<');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the copy from "Open as Markdown"', async () => {
    const { page, close } = await open('/docs/guides/first');
    const link = page.locator('.doc-copy__open');
    expect(await link.textContent()).toBe('Open as Markdown');
    const [response] = await Promise.all([page.waitForResponse((candidate) => candidate.url().endsWith('/docs/guides/first.md')), link.click()]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    await page.waitForURL(/\/docs\/guides\/first\.md$/, { timeout: WAIT_MS });
    expect(await page.locator('body').textContent()).toMatch(/^# /);
    await close();
  });

  it('speaks Spanish on a Spanish page and copies with the space bar', async () => {
    const { page, close } = await open('/es/docs/guides/first');
    expect(await page.locator('.doc-copy__button').textContent()).toBe('Copiar página');
    expect(await page.locator('.doc-copy__open').textContent()).toBe('Abrir como Markdown');
    expect(await page.locator('.doc-copy__open').getAttribute('href')).toBe('/es/docs/guides/first.md');
    await tabToCopyButton(page);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('.doc-copy__status')?.textContent !== '', null, { timeout: WAIT_MS });
    expect(await statusText(page)).toBe('Página copiada como Markdown');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await fetchText(page, '/es/docs/guides/first.md'));
    await close();
  });

  it('says so when the copy cannot be fetched, and copies the page shown after client-side navigation', async () => {
    const { page, close } = await open('/docs/guides/first');
    await page.route('**/docs/guides/first.md', (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.locator('.doc-copy__button').click();
    await page.waitForFunction(() => document.querySelector('.doc-copy__status')?.textContent !== '', null, { timeout: WAIT_MS });
    expect(await statusText(page)).toBe('Could not copy the page: open it as Markdown instead');
    expect(await page.locator('.doc-copy__button').getAttribute('data-copied')).toBeNull();
    // The next guide, shown by the router without a page load.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForFunction(() => document.querySelector('.doc-copy__button')?.getAttribute('data-copy-href') === '/docs/guides/second.md', null, {
      timeout: WAIT_MS,
    });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.locator('.doc-copy__button').click();
    await page.waitForFunction(() => document.querySelector('.doc-copy__status')?.textContent === 'Page copied as Markdown', null, { timeout: WAIT_MS });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await fetchText(page, '/docs/guides/second.md'));
    await close();
  });
});
