// An OpenAPI reference in real Chromium (tests/fixtures/docusaurus-openapi, its pages written by
// the plugin's `gen-api-docs all`): docusaurus-theme-openapi-docs's request panel runs beside each
// endpoint's page (its Redux store, its tabs that follow the query string through `history`), the
// code samples name the endpoint, and client-side navigation between endpoints keeps it running.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const served = useServedFixture('docusaurus-openapi', async (site) => {
  const generated = spawnSync(process.execPath, [join(root, 'bin', 'docgen.js'), 'gen-api-docs', 'all'], { cwd: site.dir, encoding: 'utf8' });
  if (generated.status !== 0) throw new Error(`gen-api-docs failed: ${generated.stderr}`);
});

/** The code sample on screen, its lines joined by single spaces. */
const sample = async (page: Page) => (await page.locator('.openapi-right-panel__container pre').first().innerText()).replace(/\s+/g, ' ').trim();

/** The theme's own rendering of an endpoint: its markup fails axe in Docusaurus's build the same
 * way (lists holding other elements than items, its badges' and labels' colours). docgen's part of
 * the page, the navbar, sidebar, breadcrumbs and paginator, is checked whole. */
const THEME_CONTENT = ['.theme-api-markdown'];

describeInBrowser('an OpenAPI reference in the browser', () => {
  it("runs the theme's request panel beside an endpoint, with code samples that call it", async () => {
    const { page, messages, close } = await openPage(served(), '/docs/api/record-check');
    const send = page.getByRole('button', { name: 'Send API Request' });
    await send.waitFor();
    // The curl sample calls the endpoint on the spec's server, with a body of its schema.
    await page.getByRole('tab', { name: 'curl' }).click();
    await expect
      .poll(() => sample(page))
      .toMatch(/^curl -L 'https:\/\/verifier\.example\.com\/v1\/checks' .* -d '\{ "proofId": "string", "note": "string" \}'$/);
    // Client-side to the other endpoint: its panel replaces this one's.
    await page.locator('.pagination-nav__link--prev', { hasText: 'Read a proof' }).click();
    await page.waitForSelector('main h1:text-is("Read a proof")');
    await expect.poll(() => sample(page)).toMatch(/^curl -L 'https:\/\/verifier\.example\.com\/v1\/proofs\/:id' /);
    expect(new URL(page.url()).pathname).toBe('/docs/api/read-proof');
    expect(messages).toEqual([]);
    await close();
  });

  it.each(['light', 'dark'] as const)('has no axe violations on an endpoint page in %s mode', async (theme) => {
    const { page, close } = await openPage(served(), '/docs/api/record-check', { initScript: `localStorage.setItem('theme', '${theme}')` });
    expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
    await page.getByRole('button', { name: 'Send API Request' }).waitFor();
    expect(await axeViolations(page, { exclude: THEME_CONTENT })).toEqual([]);
    await close();
  });
});
