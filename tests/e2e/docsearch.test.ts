// Algolia DocSearch in real Chromium: nothing of it downloads until the visitor searches; the
// navbar's search box then opens DocSearch's modal, under the site's policy.
import { expect, it } from 'vitest';
import { withDocSearch } from '../helpers/docsearch-fixture.js';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('docusaurus-config', (site) => withDocSearch(site));

describeInBrowser('Algolia DocSearch in the browser', () => {
  it('opens the DocSearch modal from the search box, loading it only then', async () => {
    const { page, requests, messages, close } = await openPage(served(), '/docs/intro');
    // Hydrated on Linux: the shortcut is Ctrl+K, shown and announced.
    const button = page.locator('.DocSearch-Button');
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Search (Control+k)');
    expect(await button.locator('.DocSearch-Button-Key').allTextContents()).toEqual(['Ctrl', 'K']);
    const before = requests.length;
    await page.getByRole('button', { name: 'Search (Control+k)' }).click();
    await page.waitForSelector('.DocSearch-Modal input');
    expect(requests.slice(before).some((path) => path.startsWith('/assets/js/'))).toBe(true);
    await page.keyboard.type('keys');
    expect(await page.locator('.DocSearch-Modal input').inputValue()).toBe('keys');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal input');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    // Algolia's hosts are out of reach here; nothing else may be said, a policy violation least of all.
    expect(messages.filter((message) => !/ERR_NAME_NOT_RESOLVED|Failed to load resource|RetryError|Unreachable hosts/i.test(message))).toEqual([]);
    await close();
  });
});
