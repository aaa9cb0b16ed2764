// The preferred docs version: chosen in the version dropdown, kept in localStorage
// `docs-preferred-version-<pluginId>`, followed by doc links outside the docs, and cleared when
// the stored name is no longer a version.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const KEY = 'docs-preferred-version-default';
const served = useServedFixture('versions');

/** Opens a page with `stored` already in localStorage as the preferred version. */
const open = (path: string, stored?: string) =>
  openPage(served(), path, stored === undefined ? {} : { initScript: `localStorage.setItem(${JSON.stringify(KEY)}, ${JSON.stringify(stored)});` });

const introHref = (page: Page) => page.locator('nav.navbar').getByRole('link', { name: 'Intro', exact: true }).getAttribute('href');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

describeInBrowser('preferred docs version', () => {
  it('sends doc links outside the docs to the preferred version', async () => {
    const { page, close } = await open('/missing-page', '1.0');
    await expect.poll(() => introHref(page)).toBe('/docs/1.0/intro');
    expect(await stored(page)).toBe('1.0');
    await close();
  });

  it('clears a stored version that no longer exists and falls back to the last version', async () => {
    const { page, close } = await open('/missing-page', '0.9');
    await expect.poll(() => stored(page)).toBeNull();
    expect(await introHref(page)).toBe('/docs/intro');
    await close();
  });

  it('remembers the version chosen in the dropdown, while links inside the docs follow the version read', async () => {
    const { page, close } = await open('/docs/intro');
    expect(await stored(page)).toBeNull();
    await page.locator('.dropdown').first().hover();
    await page.locator('.dropdown__menu').getByRole('link', { name: '1.0', exact: true }).click();
    await page.waitForURL('**/docs/1.0/intro');
    expect(await stored(page)).toBe('1.0');
    expect(await introHref(page)).toBe('/docs/1.0/intro');

    await page.goto(served().url('/missing-page'));
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => introHref(page)).toBe('/docs/1.0/intro');
    // Reading another version does not change the preference; only the dropdown does.
    await page.goto(served().url('/docs/next/intro'));
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await introHref(page)).toBe('/docs/next/intro');
    expect(await stored(page)).toBe('1.0');
    await close();
  });

  it("leads each version of the dropdown to the doc being read where that version has it, else to the version's main doc", async () => {
    const { page, close } = await open('/docs/next/guides/setup');
    const entries = () =>
      page
        .locator('.dropdown__menu')
        .first()
        .locator('a')
        .evaluateAll((links) => links.map((link) => `${link.textContent} ${link.getAttribute('href')}`));
    await expect.poll(entries).toEqual(['Next /docs/next/guides/setup', '2.0 /docs/guides/setup', '1.0 /docs/1.0/intro']);
    await page.locator('.dropdown').first().hover();
    await page.locator('.dropdown__menu').getByRole('link', { name: '2.0', exact: true }).click();
    await page.waitForURL('**/docs/guides/setup');
    // Client-side navigation: the entries follow the new page.
    await page.locator('nav.navbar').getByRole('link', { name: 'Intro', exact: true }).click();
    await page.waitForURL('**/docs/intro');
    await expect.poll(entries).toEqual(['Next /docs/next/intro', '2.0 /docs/intro', '1.0 /docs/1.0/intro']);
    await close();
  });
});
