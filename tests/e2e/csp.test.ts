// The Content-Security-Policy the build writes to `_headers` (and `docgen serve` sends): no
// 'unsafe-inline' and no 'unsafe-eval' for scripts, every inline script allowed by its hash. In
// Chromium, under that policy, a page hydrates, navigates, searches (Pagefind's WebAssembly and
// worker) with no violation, while an injected inline script is refused.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { VIOLATIONS, violations } from '../helpers/csp-violations.js';
import { copyFixture } from '../helpers/fixture.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';
import { WAIT_MS } from '../helpers/patience.js';

const served = useServedFixture('basic');

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src ')) ?? '';

describeInBrowser('Content-Security-Policy', () => {
  it('every inline script of every page is allowed by its hash, and nothing else inline or eval', async () => {
    const { outDir } = served().site;
    const policy = /Content-Security-Policy: (.*)/.exec(await readFile(join(outDir, '_headers'), 'utf8'))?.[1] ?? '';
    expect(scriptSrc(policy)).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy).not.toMatch(/\s'unsafe-eval'/);
    const files = await readdir(outDir, { recursive: true });
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const html = await readFile(join(outDir, file), 'utf8');
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (match) =>
          `'sha256-${createHash('sha256')
            .update(match[1] ?? '')
            .digest('base64')}'`,
      );
      expect(inline.length, file).toBe(1);
      for (const hash of inline) expect(scriptSrc(policy), file).toContain(hash);
    }
    // No string-to-code in the JavaScript the site ships.
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(await readFile(join(outDir, file), 'utf8'), file).not.toMatch(/\beval\(|new Function\(|\bFunction\(\s*["'`]/);
    }
  });

  it('under the policy a page hydrates, navigates and searches with no violation; an injected inline script is refused', async () => {
    const { page, close } = await openPage(served(), '/docs/intro', { initScript: `${VIOLATIONS} localStorage.setItem('theme', 'dark');` });
    const response = await page.request.get(served().url('/docs/intro'));
    expect(scriptSrc(response.headers()['content-security-policy'] ?? '')).toContain("'sha256-");
    // The colour mode script ran (it is inline, allowed by its hash).
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.click('a[href="/docs/guides/first"]');
    await page.waitForURL('**/docs/guides/first');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('welcome');
    await page.getByRole('option').first().waitFor({ timeout: WAIT_MS });
    expect(await violations(page)).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toEqual(['script-src-elem inline']);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await close();
  });

  it('csp.meta puts the same policy in every page, without frame-ancestors (which a meta tag cannot carry)', async () => {
    const site = await copyFixture('basic');
    try {
      await site.edit('site.config.ts', (text) => text.replace("baseUrl: '/',", "baseUrl: '/',\n  csp: { meta: true },"));
      await site.build();
      const html = await site.read('docs/intro.html');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]?.replace(/&#39;/g, "'") ?? '';
      const header = /Content-Security-Policy: (.*)/.exec(await site.read('_headers'))?.[1] ?? '';
      expect(scriptSrc(meta)).toBe(scriptSrc(header));
      expect(meta).not.toContain('frame-ancestors');
      expect(header).toContain("frame-ancestors 'self'");
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    } finally {
      await site.remove();
    }
  });
});
