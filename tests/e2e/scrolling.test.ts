// Behaviour tied to scrolling: the TOC marks the heading being read, and with hideOnScroll the
// navbar hides when scrolling down, comes back when scrolling up, and hides after an anchor jump.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const LONG_DOC = [
  '---',
  'title: Long page',
  '---',
  '',
  ...['Alpha', 'Beta', 'Gamma', 'Delta'].flatMap((name) => [`## ${name}`, '', ...Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of ${name}.\n`)]),
].join('\n');

const served = useServedFixture('basic', async (site) => {
  await site.write('docs/long.md', LONG_DOC);
  await site.edit('site.config.ts', (text) => text.replace("title: 'Fixture',\n      logo", "title: 'Fixture',\n      hideOnScroll: true,\n      logo"));
});

const open = (path: string) => openPage(served(), path, { viewport: { width: 1280, height: 700 } });

const activeToc = (page: Page) => page.locator('.table-of-contents__link--active').textContent();
// Docusaurus's hideOnScroll class (a CSS module's hashed name).
const navbarHidden = (page: Page) => page.locator('nav.navbar').evaluate((element) => element.classList.contains('navbarHidden_zsXl'));

describeInBrowser('scrolling', () => {
  it('highlights the heading in view in the table of contents', async () => {
    const { page, close } = await open('/docs/long');
    await expect.poll(() => activeToc(page)).toBe('Alpha');
    await page.evaluate(() => document.getElementById('gamma')?.scrollIntoView());
    await expect.poll(() => activeToc(page)).toBe('Gamma');
    await close();
  });

  it('hides the navbar scrolling down, shows it scrolling up and at the top', async () => {
    const { page, close } = await open('/docs/long');
    expect(await navbarHidden(page)).toBe(false);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => navbarHidden(page)).toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarHidden(page)).toBe(false);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => navbarHidden(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => navbarHidden(page)).toBe(false);
    await close();
  });

  it('hides the navbar after jumping to an existing anchor, even upwards', async () => {
    const { page, close } = await open('/docs/long');
    await page.evaluate(() => document.getElementById('delta')?.scrollIntoView());
    await page.mouse.wheel(0, -100);
    await expect.poll(() => navbarHidden(page)).toBe(false);
    // Scrolling up alone would show the navbar; the jump to an anchor hides it.
    await page.locator('.theme-doc-toc-desktop').getByRole('link', { name: 'Beta' }).click();
    await page.waitForURL('**#beta');
    await expect.poll(() => navbarHidden(page)).toBe(true);
    // Still hidden once the smooth scroll has landed on the heading.
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('beta')!.getBoundingClientRect().top))).toBeLessThan(100);
    expect(await navbarHidden(page)).toBe(true);
    await close();
  });
});
