// The blog in real Chromium: the list hydrates from its own HTML (each excerpt read back), a
// "Read more" link and a tag open client-side, an MDX post's tabs work, and axe finds nothing on
// the list, a post and a tag page in light and dark mode (but what Docusaurus's markup breaks).
import { expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('docusaurus-blog');

describeInBrowser('the blog', () => {
  it('goes from the list to a post and to a tag page without reloading, and the post tabs work', async () => {
    const { page, messages, requests, close } = await openPage(served(), '/blog');
    // Hydrated from the page's HTML (each excerpt read back): the list's own chunk was not fetched.
    const boot = JSON.parse((await page.locator('#__docgen_data').textContent()) ?? '{}') as { chunk: string };
    expect(boot.chunk).toMatch(/^\/assets\/data\/p-/);
    expect(requests).not.toContain(boot.chunk);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Read more about Tabs in a post' }).click();
    await page.waitForURL('**/blog/2024/02/20/mdx-tabs');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tabs in a post');
    await page.getByRole('tab', { name: 'Yarn' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toBe('Install with Yarn.');
    await page.getByRole('link', { name: 'Hello World' }).click();
    await page.waitForURL('**/blog/tags/hello-world');
    await expect.poll(() => page.locator('h1').textContent()).toBe('One post tagged with "Hello World"');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    await close();
  });

  it('keeps each excerpt of a list page after hydration', async () => {
    const { page, messages, close } = await openPage(served(), '/blog/page/2');
    const excerpts = await page.locator('article .markdown').allTextContents();
    expect(excerpts).toEqual([
      'This first paragraph is the excerpt that lists show, with a link to the docs.',
      'A post whose date and slug come from its front matter.',
    ]);
    // Back to page 1 client-side: the list comes from its chunk, with its excerpts.
    await page.getByRole('link', { name: 'Newer entries' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await expect.poll(() => page.locator('article .markdown').count()).toBe(2);
    expect(await page.locator('article .markdown').first().textContent()).toBe('A post without a truncate marker: lists show all of it.');
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    await close();
  });

  it("gives the site's swizzled BlogPostItem the colour mode the reader chose", async () => {
    const { page, messages, close } = await openPage(served(), '/blog/2024/01/10/welcome', { initScript: "localStorage.setItem('theme', 'dark')" });
    await expect.poll(() => page.locator('.fixture-comments').textContent()).toBe('Comments on Welcome to the blog (dark)');
    await page.locator('.colorModeToggle_Hg9V button').click();
    await expect.poll(() => page.locator('.fixture-comments').textContent()).toBe('Comments on Welcome to the blog (light)');
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    await close();
  });

  // Where Docusaurus's own markup breaks a rule, the page does too: its list page has no h1, a
  // post's table of contents stands outside any landmark, and its archive goes from the banner's
  // h1 to the years' h3s. Those rules are left out on those pages; every other rule holds.
  const DOCUSAURUS_OWN: Readonly<Record<string, readonly string[]>> = {
    '/blog': ['page-has-heading-one'],
    '/blog/2024/01/10/welcome': ['region'],
    '/es/blog/archive': ['heading-order'],
  };
  for (const theme of ['light', 'dark'] as const) {
    it.each([
      ['list', '/blog'],
      ['post', '/blog/2024/01/10/welcome'],
      ['tag', '/blog/tags/hello'],
      ['Spanish archive', '/es/blog/archive'],
    ])(`has no axe violations on the %s page in ${theme} mode, but those of Docusaurus's markup`, async (_name, path) => {
      const { page, close } = await openPage(served(), path, {
        viewport: { width: 1280, height: 900 },
        initScript: `localStorage.setItem('theme', '${theme}')`,
      });
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      const own = DOCUSAURUS_OWN[path] ?? [];
      expect((await axeViolations(page)).filter((violation) => !own.includes(violation.split(':')[0] as string))).toEqual([]);
      await close();
    });
  }
});
