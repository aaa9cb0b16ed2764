// Tabs in MDX (written in a .md file, as Docusaurus content does): groups stay in sync, the
// choice survives a reload, the query string wins, and MDX pages navigate client-side.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('mdx');

async function open(context: BrowserContext, path: string): Promise<{ page: Page; messages: string[] }> {
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(served().server.url.replace(/\/$/, '') + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, messages };
}

/** The chunk holding the static parts of the page on screen, as the route manifest names it: a
 * module page's fragments chunk, or a content tree's page data chunk, which holds them. */
const fragmentsUrl = (page: Page) =>
  page.evaluate(async () => {
    const boot = JSON.parse(document.getElementById('__docgen_data')!.textContent!) as { manifest: string };
    const code = await (await fetch(boot.manifest)).text();
    const manifest = JSON.parse(code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1)) as { a: string; r: Record<string, unknown[]> };
    const entry = manifest.r[location.pathname];
    const chunk = entry?.[4] ?? entry?.[1];
    return typeof chunk === 'string' ? manifest.a + chunk : undefined;
  });

const selectedTabs = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').allTextContents();

describeInBrowser('tabs', () => {
  it('syncs tabs of one groupId across the page and remembers the choice after a reload', async () => {
    const context = await served().browser.newContext();
    const { page, messages } = await open(context, '/docs/install');
    expect(await selectedTabs(page)).toEqual(['npm', 'npm']);
    await page.getByRole('tab', { name: 'Yarn' }).first().click();
    expect(await selectedTabs(page)).toEqual(['Yarn', 'Yarn']);
    await expect.poll(() => page.locator('[role="tabpanel"]:not([hidden])').last().textContent()).toBe('Use Yarn here.');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('yarn');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => selectedTabs(page)).toEqual(['Yarn', 'Yarn']);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('moves between tabs with the arrow keys and shows one with Enter, as Docusaurus does', async () => {
    const context = await served().browser.newContext();
    const { page } = await open(context, '/docs/install');
    await page.getByRole('tab', { name: 'npm' }).first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yarn');
    expect(await selectedTabs(page)).toEqual(['npm', 'npm']);
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedTabs(page)).toEqual(['Yarn', 'Yarn']);
    // Past the last tab, the first; before the first, the last.
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('npm');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yarn');
    await context.close();
  });

  it('takes the tab from the query string, and writes the choice back to it', async () => {
    const context = await served().browser.newContext();
    const { page, messages } = await open(context, '/docs/query?os=mac');
    await expect.poll(() => selectedTabs(page)).toEqual(['macOS']);
    // lazy: only the selected panel is rendered.
    expect(await page.locator('[role="tabpanel"]').count()).toBe(1);
    await page.getByRole('tab', { name: 'Linux' }).click();
    expect(new URL(page.url()).searchParams.get('os')).toBe('linux');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('navigates client-side into an MDX page and its tabs work', async () => {
    const context = await served().browser.newContext();
    const { page, messages } = await open(context, '/docs/plain');
    await page.evaluate(() => Object.assign(window, { __marker: 'kept' }));
    await page.locator('.markdown').getByRole('link', { name: 'install', exact: true }).click();
    await page.waitForURL('**/docs/install#package-managers');
    await page.getByRole('tab', { name: 'Yarn' }).first().click();
    expect(await selectedTabs(page)).toEqual(['Yarn', 'Yarn']);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('hydrates an MDX page from its own HTML: the static parts are not fetched again and stay as rendered', async () => {
    const context = await served().browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto(served().server.url.replace(/\/$/, '') + '/docs/install');
    // Their HTML, the code blocks' buttons (added once the page runs) left out.
    const parts = () =>
      page.locator('[data-docgen-static]').evaluateAll((elements) =>
        elements.map((element) => {
          const copy = element.cloneNode(true) as Element;
          for (const buttons of copy.querySelectorAll('.buttonGroup_dke2')) buttons.remove();
          return copy.innerHTML;
        }),
      );
    const before = await parts();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(before.length).toBeGreaterThan(0);
    expect(await parts()).toEqual(before);
    const own = await fragmentsUrl(page);
    // A content tree: its page data chunk holds the parts.
    expect(own).toMatch(/^\/assets\/data\/p-/);
    expect(requests).not.toContain(own);
    await page.getByRole('tab', { name: 'Yarn' }).first().click();
    await expect.poll(() => page.locator('[role="tabpanel"]:not([hidden]) pre').first().textContent()).toBe('yarn add docgen');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('loads the renderer of content trees ahead, once a link to such a page is in view, not after its chunk', async () => {
    const context = await served().browser.newContext();
    const requests: string[] = [];
    context.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // A Markdown page: nothing on it needs the renderer. Its link to install (Tabs only, so a
    // content tree) is in view, and the prefetcher loads the renderer with install's chunks.
    const { page, messages } = await open(context, '/docs/plain');
    const renderer = (path: string) => /\/assets\/js\/content-tree-[^/]+\.js$/.test(path);
    await expect.poll(() => requests.some(renderer)).toBe(true);
    await page.locator('.markdown').getByRole('link', { name: 'install', exact: true }).click();
    await page.waitForURL('**/docs/install#package-managers');
    await expect.poll(() => selectedTabs(page)).toEqual(['npm', 'npm']);
    expect(requests.filter(renderer)).toHaveLength(1);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('loads the static parts as data when navigating client-side, and for lazy panels the HTML lacks', async () => {
    const context = await served().browser.newContext();
    const requests: string[] = [];
    context.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const { page, messages } = await open(context, '/docs/plain');
    await page.evaluate(() => Object.assign(window, { __marker: 'kept' }));
    await page.locator('.markdown').getByRole('link', { name: 'install', exact: true }).click();
    await page.waitForURL('**/docs/install#package-managers');
    await expect.poll(() => page.locator('[role="tabpanel"]:not([hidden]) pre').first().textContent()).toBe('npm install docgen');
    // Its own fragments, fetched on the way (or prefetched before the click).
    expect(requests).toContain(await fragmentsUrl(page));
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept');

    // A lazy tab's panel is not in the pre-rendered HTML: the page fetches the fragments to show it.
    const lazy = await open(context, '/docs/lazy-code');
    await lazy.page.getByRole('tab', { name: 'Python' }).click();
    await expect.poll(() => lazy.page.locator('[role="tabpanel"] pre').textContent()).toBe("print('from python')");
    await expect.poll(() => lazy.page.locator('[role="tabpanel"] .buttonGroup_dke2 button[title="Copy"]').count()).toBe(1);
    expect([...messages, ...lazy.messages]).toEqual([]);
    await context.close();
  });
});
