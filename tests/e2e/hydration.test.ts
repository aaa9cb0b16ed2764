// Real Chromium against a built fixture: hydration is silent, links navigate without a full
// page load, history works, and pages read and navigate with JavaScript off.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';
import { WAIT_MS } from '../helpers/patience.js';

const served = useServedFixture('basic');

/** Opens a page (hydrated, unless JavaScript is off) and records console messages, page errors and requests. */
const open = (path: string, options: { javaScriptEnabled?: boolean } = {}) =>
  openPage(served(), path, { ...options, hydrated: options.javaScriptEnabled !== false });

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: WAIT_MS });
const heading = (page: Page) => page.locator('h1').first().textContent();
/** Back/forward change the URL first and swap the content once its chunk is loaded. */
const waitForHeading = (page: Page, text: string) =>
  page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, text, { timeout: WAIT_MS });

describeInBrowser('hydration and client navigation', () => {
  it('hydrates a docs page with no console output and does not refetch its own content chunk', async () => {
    const { page, messages, requests, close } = await open('/docs/intro');
    await hydrated(page);
    const boot = JSON.parse((await page.locator('#__docgen_data').textContent()) ?? '{}') as { chunk: string };
    expect(messages).toEqual([]);
    expect(requests).not.toContain(boot.chunk);
    await close();
  });

  it('follows a sidebar link client-side, then back and forward', async () => {
    const { page, messages, close } = await open('/docs/intro');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __marker: 'kept' }));
    await page.getByRole('link', { name: 'Guides', exact: true }).first().click();
    await page.waitForURL('**/docs/guides/first');
    expect(await heading(page)).toBe('First guide');
    expect(await page.title()).toBe('First guide · Fixture');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept');

    await page.goBack();
    await page.waitForURL('**/docs/intro');
    await waitForHeading(page, 'Introduction');
    await page.goForward();
    await page.waitForURL('**/docs/guides/first');
    await waitForHeading(page, 'First guide');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept');
    expect(messages).toEqual([]);
    await close();
  });

  it('navigates from a React page to a doc and back to the React page client-side', async () => {
    const { page, messages, close } = await open('/');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __marker: 'home' }));
    await page.click('#to-intro');
    await page.waitForURL('**/docs/intro');
    expect(await heading(page)).toBe('Introduction');
    await page.click('a.navbar__brand');
    await page.waitForURL(served().server.url);
    expect(await heading(page)).toBe('Fixture home');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('home');
    expect(messages).toEqual([]);
    await close();
  });

  it('hydrates a Spanish page and the 404 page without warnings', async () => {
    for (const path of ['/es/docs-es/intro', '/es/markdown-page', '/nowhere']) {
      const { page, messages, close } = await open(path);
      await hydrated(page);
      // The only message allowed is Chromium noting the 404 status of the not-found document itself.
      const unexpected = messages.filter((message) => !(path === '/nowhere' && /status of 404/.test(message)));
      expect(unexpected, path).toEqual([]);
      await close();
    }
  });

  it('reads and navigates with JavaScript off', async () => {
    const { page, close } = await open('/docs/intro', { javaScriptEnabled: false });
    expect(await heading(page)).toBe('Introduction');
    expect(await page.locator('.markdown table').count()).toBe(1);
    await page.getByRole('link', { name: 'first guide', exact: true }).click();
    await page.waitForURL('**/docs/guides/first');
    expect(await heading(page)).toBe('First guide');
    await close();
  });
});
