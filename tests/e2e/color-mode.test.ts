// Colour mode and announcement bar in Chromium: light by default, the toggle flips and is
// remembered in localStorage `theme` before first paint; a dismissed announcement stays dismissed
// until its id changes.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('basic');

// The navbar's toggle (Docusaurus's ColorModeToggle); the choice shows on <html data-theme-choice>.
const TOGGLE = '.colorModeToggle_Hg9V button';
const choice = (page: Page) => page.getAttribute('html', 'data-theme-choice');

async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(served().url(path));
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

describeInBrowser('colour mode and announcement bar', () => {
  it('starts light even when the system prefers dark, flips to dark and remembers it', async () => {
    const context = await served().browser.newContext({ colorScheme: 'dark' });
    const page = await visit(context, '/docs/intro');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    const toggle = page.locator(TOGGLE);
    expect(await toggle.isEnabled()).toBe(true);
    await toggle.click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await toggle.click();
    // The inline script applies the stored choice before the page paints, on every page.
    const next = await context.newPage();
    await next.route('**/assets/js/**', (route) => route.abort());
    await next.goto(served().url('/docs/guides/first'));
    expect(await next.getAttribute('html', 'data-theme')).toBe('dark');
    await context.close();
  });

  it('switches code block colours with the colour mode by the stylesheet alone: the light colours stay inline', async () => {
    const context = await served().browser.newContext();
    const page = await visit(context, '/docs/guides/first');
    const token = page.locator('.theme-code-block pre .token.keyword').first();
    const block = page.locator('.theme-code-block').first();
    const colours = () =>
      Promise.all([token.evaluate((element) => getComputedStyle(element).color), block.evaluate((element) => getComputedStyle(element).backgroundColor)]);
    const html = () => block.evaluate((element) => element.querySelector('pre')?.outerHTML);
    const before = await html();
    // docgen's light theme: GitHub's keyword red on #f6f8fa, written inline.
    expect(await token.getAttribute('style')).toBe('color:#cf222e');
    expect(await colours()).toEqual(['rgb(207, 34, 46)', 'rgb(246, 248, 250)']);
    await page.locator(TOGGLE).click();
    // Its dark theme: GitHub's dark keyword colour on #161b22, and the page's HTML as it was.
    await expect.poll(colours).toEqual(['rgb(255, 123, 114)', 'rgb(22, 27, 34)']);
    expect(await html()).toBe(before);
    await context.close();
  });

  it('keeps a dismissed announcement dismissed, and shows it again when its id changes', async () => {
    const context = await served().browser.newContext();
    const page = await visit(context, '/docs/intro');
    expect(await page.locator('.theme-announcement-bar').count()).toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator('.theme-announcement-bar').count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual([
      'true',
      'welcome-1',
    ]);
    const again = await visit(context, '/docs/guides/first');
    await expect.poll(() => again.locator('.theme-announcement-bar').count()).toBe(0);
    // A new bar id (here: a stored old id) resets the dismissal.
    await again.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'welcome-0'));
    const fresh = await visit(context, '/docs/intro');
    await expect.poll(() => fresh.locator('.theme-announcement-bar').count()).toBe(1);
    await context.close();
  });
});

describeInBrowser('colour mode following the system', () => {
  const system = useServedFixture('basic', (site) =>
    site.edit('site.config.ts', (text) => text.replace('    footer: {', '    colorMode: { respectPrefersColorScheme: true },\n    footer: {')),
  );

  it('follows the system until the visitor chooses, and cycles system, light, dark', async () => {
    const context = await system().browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(system().url('/docs/intro'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const toggle = page.locator(TOGGLE);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await choice(page)).toBe('system');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently system mode)');
    await toggle.click();
    expect([await choice(page), await page.getAttribute('html', 'data-theme')]).toEqual(['light', 'light']);
    await toggle.click();
    expect([await choice(page), await page.getAttribute('html', 'data-theme')]).toEqual(['dark', 'dark']);
    await toggle.click();
    expect([await choice(page), await page.getAttribute('html', 'data-theme')]).toEqual(['system', 'dark']);
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently system mode)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await context.close();
  });
});
