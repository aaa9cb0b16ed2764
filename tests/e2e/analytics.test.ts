// Analytics in real Chromium: the page's inline gtag script runs under the site's policy, and a
// client-side navigation reports a page view with the new page's path and title.
import { expect, it } from 'vitest';
import { withAnalytics } from '../helpers/analytics-fixture.js';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('basic', withAnalytics);

/** What gtag() was called with so far, as plain arrays. */
const calls = `(window.dataLayer || []).filter((entry) => typeof entry === 'object' && 'length' in entry).map((entry) => Array.from(entry))`;

describeInBrowser('analytics in the browser', () => {
  it('configures gtag on load and reports a page view for each client-side navigation', async () => {
    const { page, messages, close } = await openPage(served(), '/docs/intro');
    expect(await page.evaluate(calls)).toContainEqual(['config', 'G-FIXTURE', { anonymize_ip: true }]);
    await page.locator('main a[href$="/docs/guides/first"]').first().click();
    await page.waitForURL('**/docs/guides/first');
    await expect
      .poll(() => page.evaluate(calls))
      .toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/docs/guides/first', page_title: expect.stringContaining('First') })]);
    // Google's hosts are out of reach here; nothing else may be said, a policy violation least of all.
    expect(messages.filter((message) => !message.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await close();
  });
});
