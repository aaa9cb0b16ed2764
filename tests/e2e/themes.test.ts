// Third-party themes in real Chromium (tests/fixtures/docusaurus-themes): @docusaurus/theme-mermaid
// draws the diagrams once the page runs, again in the other colour mode; the local search theme's
// box finds a page by a word of its text through its worker and index, and leads there.
import { expect, it } from 'vitest';
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
});
