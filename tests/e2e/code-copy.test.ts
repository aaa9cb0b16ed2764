// Real Chromium against the built `basic` fixture: a code block's copy button puts the code (and
// only the code) on the clipboard and says so, its word wrap button wraps long lines, and the page
// ships no highlighter.
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

describeInBrowser('code block buttons', () => {
  it('adds the copy button once the page runs; it copies the code of the block and says "Copied" for a second', async () => {
    const { context, page, messages } = await open('/docs/guides/first');
    const block = page.locator('.theme-code-block.language-ts');
    const button = block.locator('.buttonGroup_dke2 button[title="Copy"]');
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    await block.hover();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Copied');
    expect(await button.getAttribute('class')).toBe('clean-btn copyButtonCopied_TFXo');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const answer: number = 42;');
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(await button.getAttribute('class')).toBe('clean-btn');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('copies no line numbers from a numbered block', async () => {
    const { context, page } = await open('/docs/guides/first');
    // A numbered block as the build renders it, put on the page before the buttons come: the
    // numbers are CSS counters, not text.
    await page.evaluate(() => {
      const block = document.querySelector('.theme-code-block .codeBlockContent_kX1v')!;
      const copy = block.cloneNode(true) as Element;
      copy.querySelector('.buttonGroup_dke2')?.remove();
      const code = copy.querySelector('code')!;
      code.classList.add('codeBlockLinesWithNumbering_p5De');
      for (const line of [...code.querySelectorAll('.token-line')]) {
        line.classList.add('codeLine_DPDv');
        const number = document.createElement('span');
        number.className = 'codeLineNumber_YxQB';
        const content = document.createElement('span');
        content.className = 'codeLineContent_SOIp';
        content.append(...[...line.childNodes].filter((node) => node.nodeName !== 'BR'));
        line.prepend(number, content);
        code.append(line.cloneNode(true));
      }
      block.replaceWith(copy);
    });
    const numbers = page.locator('.codeLineNumber_YxQB');
    expect(await numbers.evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content))).toEqual([
      'counter(line-count)',
      'counter(line-count)',
    ]);
    const button = page.locator('.buttonGroup_dke2 button[title="Copy"]').first();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const answer: number = 42;\nconst answer: number = 42;');
    await context.close();
  });

  it('shows the word wrap button while the code scrolls sideways, and wraps the lines', async () => {
    const { context, page } = await open('/docs/guides/first');
    const block = page.locator('.theme-code-block.language-ts');
    const wrap = block.locator('button[title="Toggle word wrap"]');
    expect(await wrap.count()).toBe(0);
    // A long line makes the code scroll: the button comes with the next measure (a resize).
    await block
      .locator('.token-line')
      .first()
      .evaluate((line) => line.prepend('x'.repeat(400)));
    await page.setViewportSize({ width: 900, height: 700 });
    await expect.poll(() => wrap.count()).toBe(1);
    expect(await block.locator('.buttonGroup_dke2 button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title')))).toEqual([
      'Toggle word wrap',
      'Copy',
    ]);
    await wrap.click();
    expect(await block.locator('code').getAttribute('style')).toBe('white-space: pre-wrap; overflow-wrap: anywhere;');
    expect(await wrap.getAttribute('class')).toBe('clean-btn wordWrapButtonEnabled_wDKE');
    await wrap.click();
    expect(await block.locator('code').getAttribute('style')).toBeNull();
    await context.close();
  });

  it('fetches no highlighter on the first page load and keeps the JavaScript under 200 KB', async () => {
    const { context, page, requests, scripts } = await open('/docs/guides/first');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /prism|highlighter/i.test(url))).toEqual([]);
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    // Prism's tokenizer and grammars: none of them is in what the page runs.
    for (const script of loaded) expect(script.text, script.url).not.toMatch(/\btokenize\b.*\bgrammar\b|languages\.extend/);
    // Gzipped: React alone is about 190 KB uncompressed; a highlighter would add hundreds of KB.
    const total = loaded.reduce((sum, script) => sum + script.gzipped, 0);
    expect(total, loaded.map((script) => `${script.url} ${script.gzipped}`).join('\n')).toBeLessThan(200 * 1024);
    await context.close();
  });
});
