// The docs' generated pages in real Chromium (tests/fixtures/docusaurus-look): a category's
// generated index, a version's tags pages and a doc's tags hydrate without a word on the console,
// and a reader goes from one to the other by their links without a page load.
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('docusaurus-look', (site) =>
  site.edit('docs/writing/index.md', (text) => `${text}\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`),
);

/** What a page says on the console, its own messages aside. */
const said = (messages: readonly string[]) => messages.filter((message) => !message.includes('net::ERR_NAME_NOT_RESOLVED'));

describeInBrowser("the docs' generated pages in the browser", () => {
  it.each(['/docs/next/category/getting-started', '/docs/next/writing', '/docs/next/tags', '/docs/next/tags/setup', '/docs/next/intro'])(
    'hydrates %s silently',
    async (path) => {
      const { messages, close } = await openPage(served(), path, { hydrated: true });
      expect(said(messages)).toEqual([]);
      await close();
    },
  );

  it('leads from a card to its doc, from its tag to the tag page and from there to every tag, in the page', async () => {
    const { page, messages, close } = await openPage(served(), '/docs/next/category/getting-started', { hydrated: true });
    // A mark on the window survives client-side navigation only.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.locator('.theme-doc-card-container', { hasText: 'Install' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/next/getting-started/install');
    await page.locator('.theme-doc-footer-tags-row a', { hasText: 'setup' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/next/tags/setup');
    await expect.poll(() => page.title()).toBe('2 docs tagged with "setup" | Tidepool');
    expect(await page.evaluate(() => document.documentElement.classList.contains('docs-tags-doc-list-page'))).toBe(true);
    await page.getByRole('link', { name: 'View All Tags' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/next/tags');
    await expect.poll(() => page.title()).toBe('Tags | Tidepool');
    expect(await page.locator('main a.tag_qE9H').allTextContents()).toEqual(['overview1', 'reference3', 'setup2', 'writing3']);
    expect(await page.evaluate(() => document.querySelectorAll('meta[name="docusaurus_tag"]').length)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(said(messages)).toEqual([]);
    await close();
  });
});
