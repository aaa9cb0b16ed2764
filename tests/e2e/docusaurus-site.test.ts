// A Docusaurus site built as it is (tests/fixtures/docusaurus-config), in real Chromium: its
// custom.css and its CSS modules style the page, its SVG components and swizzled footer hydrate
// without a mismatch, and it has no axe violations in either colour mode.
import { expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('docusaurus-config');

describeInBrowser('a Docusaurus site in the browser', () => {
  it("applies the site's custom.css and its CSS modules, and hydrates the home page silently", async () => {
    const { page, messages, close } = await openPage(served(), '/', { hydrated: true });
    const styles = await page.evaluate(() => {
      const features = document.querySelector('.fixture-features') as HTMLElement;
      return {
        accent: getComputedStyle(document.documentElement).getPropertyValue('--fixture-accent').trim(),
        // `.features { display: flex }` in Features.module.css; the theme's own `.features` is a grid.
        display: getComputedStyle(features).display,
        padding: getComputedStyle(features).paddingTop,
        svgs: document.querySelectorAll('.fixture-features svg[role="img"] title').length,
        footer: document.querySelector('.fixture-swizzled + footer') !== null,
      };
    });
    expect(styles).toEqual({ accent: '#0b5cad', display: 'flex', padding: '32px', svgs: 2, footer: true });
    expect(messages).toEqual([]);
    await close();
  });

  it.each(['light', 'dark'] as const)('has no axe violations on the home page and a doc in %s mode', async (theme) => {
    for (const path of ['/', '/docs/intro']) {
      const { page, close } = await openPage(served(), path, { hydrated: true, initScript: `localStorage.setItem('theme', '${theme}')` });
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      expect(await axeViolations(page), path).toEqual([]);
      await close();
    }
  });
});
