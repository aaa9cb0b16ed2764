// Third-party themes in real Chromium (tests/fixtures/docusaurus-themes): @docusaurus/theme-mermaid
// draws the diagrams once the page runs, again in the other colour mode; the live code theme runs
// the blocks marked `live`, again as the reader edits them; the local search theme's box finds a page
// by a word of its text through its worker and index, and leads there; the PWA plugin's service
// worker keeps the site readable offline; the ideal image plugin's image shows its blurred preview,
// then the width the window needs. No axe violations on the themes' pages in either mode.
import { expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('docusaurus-themes');

describeInBrowser('third-party themes in the browser', () => {
  it('draws the Mermaid diagrams, and draws them again in dark mode', async () => {
    const { page, messages, close } = await openPage(served(), '/docs/keys');
    const diagram = page.locator('.docusaurus-mermaid-container svg');
    await diagram.first().waitFor();
    expect(await diagram.count()).toBe(1);
    expect(await page.locator('.docusaurus-mermaid-container').innerText()).toContain('One week of overlap');
    const light = await diagram.first().innerHTML();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    await expect.poll(async () => (await diagram.first().innerHTML()) !== light).toBe(true);
    // Client-side to a page with another diagram.
    await page.getByRole('link', { name: 'How a proof travels' }).first().click();
    await expect.poll(() => page.locator('.docusaurus-mermaid-container').first().innerText()).toContain('accepted');
    expect(messages).toEqual([]);
    await close();
  });

  it('runs the live code blocks, and runs them again as the reader edits the code', async () => {
    const { page, messages, close } = await openPage(served(), '/docs/playground');
    // The first block's component, rendered in its preview; the noInline block renders itself.
    const badge = page.getByRole('button', { name: 'Verified 0 times' });
    await badge.waitFor();
    await badge.click();
    await page.getByRole('button', { name: 'Verified 1 times' }).waitFor();
    expect(await page.locator('strong', { hasText: 'Face matched' }).count()).toBe(1);
    // The block without `live` stays highlighted code, with its title.
    expect(await page.locator('.theme-code-block', { hasText: 'proof.jsx' }).locator('.token').count()).toBeGreaterThan(0);
    // Editing the code changes what the preview shows.
    await page.locator('pre[contenteditable]').first().getByText('Verified').dblclick();
    await page.keyboard.type('Checked');
    await page.getByRole('button', { name: 'Checked 0 times' }).waitFor();
    // Reset gives the written code back.
    await page.getByRole('button', { name: 'Reset code to original' }).first().click();
    await page.getByRole('button', { name: 'Verified 0 times' }).waitFor();
    // The editor takes the dark mode's code theme (Oceanic Next's background), as Docusaurus's does.
    const editor = page.locator('pre[contenteditable]').first();
    const background = () => editor.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgb(41, 40, 40)');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect.poll(background).toBe('rgb(40, 44, 52)');
    expect(messages).toEqual([]);
    await close();
  });

  it("finds a page with the search theme's box, and leads there", async () => {
    const { page, messages, close } = await openPage(served(), '/docs/intro');
    const input = page.locator('input.navbar__search-input');
    await input.click();
    await input.pressSequentially('rotate', { delay: 20 });
    const suggestion = page.locator('[role="listbox"] [role="option"]').first();
    await suggestion.waitFor();
    expect(await suggestion.innerText()).toContain('Keeping keys');
    await suggestion.click();
    await page.waitForSelector('main h1:text-is("Keeping keys")');
    expect(new URL(page.url()).pathname).toBe('/docs/keys');
    expect(messages).toEqual([]);
    await close();
  });

  it("keeps the site for offline reading with the PWA plugin's service worker: pages load with the network off", async () => {
    const { page, messages, close } = await openPage(served(), '/docs/intro');
    // Installed once it has put every page and asset in its cache.
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(new URL(worker).pathname).toBe('/sw.js');
    await page.context().setOffline(true);
    // A page loaded whole, by its URL, from the worker's cache.
    await page.goto(served().url('/docs/keys'));
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('main h1').innerText()).toBe('Keeping keys');
    await page.locator('.docusaurus-mermaid-container svg').waitFor();
    // And on from there, in the page.
    await page.getByRole('link', { name: 'Trying a proof badge' }).first().click();
    await page.getByRole('button', { name: 'Verified 0 times' }).waitFor();
    expect(messages).toEqual([]);
    await close();
  });

  it('shows an ideal image at one of the widths its loaders wrote, as the window needs', async () => {
    const { page, messages, requests, close } = await openPage(served(), '/docs/gallery', { viewport: { width: 800, height: 700 } });
    const figure = page.locator('article img[alt="A checkpoint camera\'s frame"]');
    await figure.waitFor();
    await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const shown = new URL(await figure.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(shown).toMatch(/^\/assets\/ideal-img\/checkpoint\.[0-9a-f]{7}\.(320|640|960)\.png$/);
    expect(requests).toContain(shown);
    expect(messages).toEqual([]);
    await close();
  });

  it.each(['light', 'dark'] as const)("has no axe violations on the themes' pages in %s mode", async (theme) => {
    for (const path of ['/docs/keys', '/docs/playground', '/docs/gallery']) {
      const { page, close } = await openPage(served(), path, { initScript: `localStorage.setItem('theme', '${theme}')` });
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      // What the themes render once the page runs: the diagram, the live preview.
      const shown =
        { '/docs/keys': '.docusaurus-mermaid-container svg', '/docs/playground': 'strong:text-is("Face matched")' }[path] ?? 'article img[src*="/ideal-img/"]';
      await page.locator(shown).first().waitFor();
      expect(await axeViolations(page), path).toEqual([]);
      await close();
    }
  });
});
