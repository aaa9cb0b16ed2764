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
  const basic = useServedFixture('basic', (site) =>
    site.write('docs/details.md', '---\ntitle: Details\n---\n\n<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n'),
  );

  // The theme's Details (an MDX page renders it), and a Markdown page's details written as HTML,
  // which the build gives the same markup and the browser the same behaviour.
  for (const [name, site, path] of [
    ['MDX', mdx, '/docs/query'],
    ['Markdown', basic, '/docs/details'],
  ] as const) {
    it(`opens and closes <details> with the height animation (${name})`, async () => {
      const context = await site().browser.newContext();
      const page = await context.newPage();
      await page.goto(site().url(path));
      await page.waitForSelector('html[data-hydrated="true"]');
      const details = page.locator('.markdown details');
      const content = details.locator(':scope > div');
      await expect.poll(() => details.getAttribute('class')).toBe('details_B4FW isBrowser_Cof9 alert alert--info details_SZgV');
      expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
      expect(await content.getAttribute('style')).toBe('display: none; overflow: hidden; height: 0px;');
      await details.locator('summary').click();
      expect(await details.getAttribute('data-collapsed')).toBe('false');
      expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      // The height moves for a time that grows with it, ease-in-out, then the content settles open.
      await expect.poll(() => content.evaluate((element) => element.style.transition)).toMatch(/^height \d+ms ease-in-out$/);
      const duration = Number(/(\d+)ms/.exec(await content.evaluate((element) => element.style.transition))?.[1]);
      expect(duration).toBeGreaterThan(collapseDuration(0));
      await expect.poll(() => content.evaluate((element) => element.style.height)).toBe('auto');
      await details.locator('summary').click();
      expect(await details.getAttribute('data-collapsed')).toBe('true');
      // `open` goes only once the content has closed.
      await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
      expect(await content.evaluate((element) => element.style.display)).toBe('none');
      await context.close();
    });
  }
});
