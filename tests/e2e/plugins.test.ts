// A site's plugins in real Chromium (tests/fixtures/docusaurus-plugins): the client modules run on
// start and hear of every route change in Docusaurus's order (the order and the previous locations
// below are what Docusaurus 3.10.2's build of the fixture logs, its trailing slashes aside); the
// routes a plugin added hydrate and navigate like any page, with the props its data gave; global
// data reaches the pages; the offline search finds them; no axe violations on the plugin's pages in
// either mode.
import { expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { describeInBrowser } from '../helpers/browser.js';
import { searchIndex } from '../helpers/search-index.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('docusaurus-plugins');
// The same site with docgen's search box in its navbar.
const searchable = useServedFixture('docusaurus-plugins', (site) =>
  site.edit('docusaurus.config.js', (text) =>
    text.replace("{ to: '/releases', label: 'Releases', position: 'left' },", "$&\n        { type: 'search', position: 'right' },"),
  ),
);

/** What the page says besides failing to load KaTeX's stylesheet from its CDN (out of reach here). */
const ownMessages = (messages: readonly string[]) => messages.filter((message) => !/net::ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(message));

const routeLog = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { fixtureRouteLog?: string[] }).fixtureRouteLog ?? []);

describeInBrowser('plugins in the browser', () => {
  it('runs the client modules on start and on every route change, with their CSS', async () => {
    const { page, messages, close } = await openPage(served(), '/docs/intro');
    await expect.poll(() => routeLog(page)).toEqual(['update none -> /docs/intro', 'did none -> /docs/intro']);
    expect(await page.evaluate(() => (window as unknown as { fixtureReleasesClient?: boolean }).fixtureReleasesClient)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fixture-client-module').trim())).toBe('loaded');

    await page.getByRole('link', { name: 'Releases', exact: true }).first().click();
    await page.waitForSelector('main h1:text-is("Releases")');
    expect(await page.locator('main li').allInnerTexts()).toEqual(['2.1.0 (2026-10-02)', '2.0.0 (2026-07-15)', '1.4.0 (2026-03-30)']);
    await page.getByRole('link', { name: '2.0.0' }).click();
    await page.waitForSelector('main h1:text-is("Release 2.0.0")');
    expect(await page.locator('main p').innerText()).toBe('Published 2026-07-15. A new proof format, read by every client.');
    expect(await page.locator('.fixture-site-wrapper main').count()).toBe(1);
    await page.goBack();
    await page.waitForSelector('main h1:text-is("Releases")');
    await expect
      .poll(() => routeLog(page))
      .toEqual([
        'update none -> /docs/intro',
        'did none -> /docs/intro',
        'update /docs/intro -> /releases',
        'did /docs/intro -> /releases',
        'update /releases -> /releases/2.0.0',
        'did /releases -> /releases/2.0.0',
        'update /releases/2.0.0 -> /releases',
        'did /releases/2.0.0 -> /releases',
      ]);
    expect(ownMessages(messages)).toEqual([]);
    await close();
  });

  it("gives pages the plugins' global data, after a client-side navigation too", async () => {
    const { page, messages, close } = await openPage(served(), '/stats');
    expect(await page.locator('.fixture-stats').innerText()).toBe('3 releases, the newest 2.1.0.');
    await page.getByRole('link', { name: 'Plugin Fixture' }).first().click();
    await page.waitForSelector('.fixture-release-count');
    expect(await page.locator('.fixture-release-count').innerText()).toBe('3 releases so far.');
    await page.getByRole('link', { name: 'Start reading' }).click();
    await page.waitForSelector('.fixture-latest');
    expect(await page.locator('.fixture-latest').innerText()).toBe('2.1.0');
    expect(await page.locator('.fixture-doc-footer').innerText()).toBe('Thanks for reading.');
    expect(ownMessages(messages)).toEqual([]);
    await close();
  });

  it("hydrates a nested route inside its layout route's component, as the build rendered it", async () => {
    const { page, messages, close } = await openPage(served(), '/archive/2026');
    expect(await page.locator('main').innerText()).toBe('Release archive\n\nReleases of 2026\n2.1.0\n2.0.0\n1.4.0');
    expect(ownMessages(messages)).toEqual([]);
    await close();
  });

  it("renders the Markdown plugins' output: npm2yarn's tabs switch, KaTeX's math is there as MathML", async () => {
    const { page, messages, close } = await openPage(served(), '/docs/install');
    const firstPanel = page.locator('[role="tabpanel"]:not([hidden])').first();
    expect(await firstPanel.innerText()).toContain('npm install @fixture/client');
    await page.getByRole('tab', { name: 'Yarn' }).first().click();
    // npm2yarn's tabs are synced: both blocks show Yarn.
    await expect.poll(() => page.locator('[role="tabpanel"]:not([hidden])').allInnerTexts()).toEqual(['yarn add @fixture/client\n', 'yarn run start\n']);
    await page.goto(served().url('/docs/math'));
    expect(await page.locator('.katex math').count()).toBe(3);
    expect(await page.locator('.katex-display').count()).toBe(1);
    expect(ownMessages(messages)).toEqual([]);
    await close();
  });

  it.each(['light', 'dark'] as const)("has no axe violations on the plugin's pages in %s mode", async (theme) => {
    for (const path of ['/releases', '/releases/2.0.0', '/es/stats', '/archive/2026']) {
      const { page, close } = await openPage(served(), path, { initScript: `localStorage.setItem('theme', '${theme}')` });
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      expect(await axeViolations(page), path).toEqual([]);
      await close();
    }
  });
  it("finds the plugin's pages in the offline search, by the text their components show", async () => {
    const { page, close } = await openPage(searchable(), '/docs/intro');
    expect(await searchIndex(page, '/pagefind/en/en/', 'sign-in')).toEqual(['/releases/2.1.0']);
    expect(await searchIndex(page, '/pagefind/en/en/', 'renamed')).toEqual(['/releases/1.4.0']);
    // A nested route's page: the archive's layout and the year inside it.
    expect(await searchIndex(page, '/pagefind/en/en/', 'archive')).toEqual(['/archive/2026']);
    await close();
  });
});
