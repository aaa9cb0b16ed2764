// Sidebar categories open and close with a height animation whose duration follows the content
// height (ease-in-out), in 1 ms for visitors who prefer reduced motion.
import { describe, expect, it } from 'vitest';
import { collapseDuration } from '../../runtime/shared/collapse.js';
import { describeInBrowser } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('basic');

describe('collapse duration', () => {
  it.each([
    [0, 4],
    [100, 44],
    [500, 204],
    [5000, 500],
  ])('is %i px -> %i ms', (height, ms) => {
    expect(collapseDuration(height)).toBe(ms);
  });
});

describeInBrowser('collapsible sidebar categories', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    it(`animates opening and closing (${reducedMotion} motion)`, async () => {
      const context = await served().browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto(served().url('/docs/intro'));
      await page.waitForSelector('html[data-hydrated="true"]');
      const caret = page.locator('.theme-doc-sidebar-container .menu__caret').first();
      // Docusaurus's lazy Collapsible: the category's list exists once first opened.
      const block = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-item-category-level-1 > ul.menu__list');
      expect(await block.count()).toBe(0);
      await caret.click();
      expect(await caret.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => block.evaluate((element) => element.style.transition)).toMatch(/^height \d+ms ease-in-out$/);
      const duration = Number(/(\d+)ms/.exec(await block.evaluate((element) => element.style.transition))?.[1]);
      const height = await block.evaluate((element) => element.scrollHeight);
      expect(duration).toBe(reducedMotion === 'reduce' ? 1 : collapseDuration(height));
      await expect.poll(() => block.evaluate((element) => element.style.height)).toBe('auto');
      expect(await block.locator('.menu__link').allTextContents()).toEqual(['First guide', 'Second (short)']);
      await caret.click();
      expect(await caret.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => block.evaluate((element) => getComputedStyle(element).display)).toBe('none');
      await context.close();
    });
  }
});

describeInBrowser('hideable docs sidebar', () => {
  const hideable = useServedFixture('basic', (site) =>
    site.edit('site.config.ts', (text) => text.replace('    footer: {', '    docs: { sidebar: { hideable: true } },\n    footer: {')),
  );

  it('hides the sidebar with its button and brings it back', async () => {
    const context = await hideable().browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(hideable().url('/docs/intro'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const menu = page.locator('aside.theme-doc-sidebar-container nav.menu');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await context.close();
  });

  it('has no collapse button when the site does not make the sidebar hideable', async () => {
    const context = await served().browser.newContext();
    const page = await context.newPage();
    await page.goto(served().url('/docs/intro'));
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).count()).toBe(0);
    await context.close();
  });
});

describeInBrowser('details blocks', () => {
  const mdx = useServedFixture('mdx');

  it('opens and closes <details> with the height animation', async () => {
    const context = await mdx().browser.newContext();
    const page = await context.newPage();
    await page.goto(mdx().url('/docs/query'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const details = page.locator('.markdown details');
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await details.locator('summary').click();
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    const height = await details.evaluate((element) => element.scrollHeight);
    expect(Number(await details.getAttribute('data-duration'))).toBe(collapseDuration(height));
    expect(await details.evaluate((element) => getComputedStyle(element).transitionTimingFunction)).toBe('ease-in-out');
    await expect.poll(() => details.evaluate((element) => element.style.height)).toBe('');
    await details.locator('summary').click();
    await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await context.close();
  });
});
