// Real Chromium against the built `basic` fixture: a code block's copy button puts the code (and
// only the code) on the clipboard and says so, and the page ships no highlighter.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/served-site.js';
import { WAIT_MS } from '../helpers/patience.js';

const served = useServedFixture('basic');

interface Opened {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly messages: string[];
  /** Every script the page fetched: its text and its gzipped size, what a compressing host sends. */
  scripts(): Promise<{ url: string; text: string; gzipped: number }[]>;
  readonly requests: string[];
}

/** Opens a page with clipboard access and records console messages, requests and scripts. */
async function open(path: string): Promise<Opened> {
  const context = await served().browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(served().server.url).origin });
  const page = await context.newPage();
  const messages: string[] = [];
  const requests: string[] = [];
  // Bodies are asked for only by a test that wants them: asked for on every response, a body
  // still coming when the test closed its context was a rejection no one awaited.
  const scripts: Response[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      scripts.push(response);
    }
  });
  await page.goto(served().server.url.replace(/\/$/, '') + path);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: WAIT_MS });
  const read = async (response: Response) => {
    const body = await response.body();
    return { url: response.url(), text: body.toString('utf8'), gzipped: gzipSync(body).length };
  };
  return { context, page, messages, requests, scripts: () => Promise.all(scripts.map(read)) };
}

describeInBrowser('code block copy button', () => {
  it('copies the code of the block and shows the copied label for two seconds', async () => {
    const { context, page, messages } = await open('/docs/guides/first');
    const block = page.locator('.code-block[data-language="ts"]');
    const button = block.locator('.code-block__copy');
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    await block.hover();
    await button.click();
    await page.waitForFunction(() => document.querySelector('.code-block__copy')?.textContent === 'Copied', null, { timeout: WAIT_MS });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const answer: number = 42;');
    expect(await block.locator('[aria-live="polite"]').textContent()).toBe('Copied');
    await page.waitForFunction(() => document.querySelector('.code-block__copy')?.textContent === '', null, { timeout: WAIT_MS });
    expect(messages).toEqual([]);
    await context.close();
  });

  it('copies no line numbers from a numbered block', async () => {
    const { context, page } = await open('/docs/guides/first');
    // A numbered block as the build renders it, put on the page: the numbers are CSS counters.
    await page.evaluate(() => {
      const block = document.querySelector('.code-block')!;
      block.classList.add('code-block--line-numbers');
      const line = block.querySelector('.line')!;
      line.after('\n', line.cloneNode(true));
    });
    const numbers = await page.locator('.code-block .line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line, '::before').content));
    expect(numbers).toEqual(['counter(line)', 'counter(line)']);
    await page.locator('.code-block__copy').click();
    await page.waitForFunction(() => document.querySelector('.code-block__copy')?.textContent === 'Copied', null, { timeout: WAIT_MS });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const answer: number = 42;\nconst answer: number = 42;');
    await context.close();
  });

  it('fetches no highlighter on the first page load and keeps the JavaScript under 200 KB', async () => {
    const { context, page, requests, scripts } = await open('/docs/guides/first');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /shiki|highlighter|onig|textmate/i.test(url))).toEqual([]);
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    for (const script of loaded) expect(script.text, script.url).not.toMatch(/shiki|createHighlighter|vscode-textmate/);
    // Gzipped: React alone is about 190 KB uncompressed; a highlighter would add hundreds of KB.
    const total = loaded.reduce((sum, script) => sum + script.gzipped, 0);
    expect(total, loaded.map((script) => `${script.url} ${script.gzipped}`).join('\n')).toBeLessThan(200 * 1024);
    await context.close();
  });
});
