// A redirect page of plugin-client-redirects in real Chromium: the reader lands on the new page
// with the query and fragment they asked for (the page's script, which the site's policy allows,
// keeps them; its meta refresh alone would not).
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { withRedirects } from '../helpers/redirects-fixture.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('docusaurus-config', withRedirects);

describeInBrowser('a redirect page', () => {
  it.each([
    ['/docs/start?from=old#first-step', '/docs/intro?from=old#first-step'],
    ['/es/docs/setup#watch-it', '/es/docs/guides/setup#watch-it'],
  ])('takes %s to %s, with no policy violation', async (from, to) => {
    const { page, messages, close } = await openPage(served(), from, { hydrated: false });
    await page.waitForURL((url) => url.pathname + url.search + url.hash === to);
    await page.waitForSelector('main');
    // The meta refresh alone would have dropped them: the script ran, which the policy allowed.
    expect(messages.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
    await close();
  });
});
