// axe-core (the installed version, its whole default rule set) on the ZELF site as built from this
// repository: the home page, a docs page with tables and tabs, the not-found page and a Spanish
// page, in light and dark mode, and at a phone's width. Screenshots of each are
// saved under tests/e2e/screenshots/ for review.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../../cli/pipeline/build-site.js';
import { setQuiet } from '../../cli/logger.js';
import { hasChromium, describeInBrowser } from '../helpers/browser.js';
import { serveFolder, type ServedFolder } from '../helpers/served-site.js';
import { axeViolations } from '../helpers/axe.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const screenshots = join(root, 'tests/e2e/screenshots');
let served: ServedFolder | undefined;

beforeAll(async () => {
  if (!hasChromium) return;
  setQuiet(true);
  const dir = await mkdtemp(join(tmpdir(), 'docgen-a11y-'));
  await build({ siteDir: root, outDir: join(dir, 'build') });
  await mkdir(screenshots, { recursive: true });
  served = await serveFolder({ root: join(dir, 'build'), cleanup: () => rm(dir, { recursive: true, force: true }) });
});
afterAll(() => served?.close());

const PAGES = [
  ['home', '/'],
  ['docs', '/docs/api/accounts/create-account'],
  ['not-found', '/nowhere'],
  ['docs-es', '/es/docs-es/api/etiquetas/buscar-etiqueta'],
] as const;

describeInBrowser('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it.each(PAGES)(`has no axe violations on the %s page in ${theme} mode`, async (name, path) => {
      const context = await served!.browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      await page.goto(served!.url(path));
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      const violations = await axeViolations(page);
      await page.screenshot({ path: join(screenshots, `${name}-${theme}.png`) });
      expect(violations).toEqual([]);
      await context.close();
    });
  }

  it.each(['light', 'dark'] as const)('has no axe violations with the search dialog open on results (%s mode)', async (theme) => {
    const context = await served!.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const page = await context.newPage();
    await page.goto(served!.url('/es/docs-es/intro'));
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('etiqueta');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    const violations = await axeViolations(page);
    await page.screenshot({ path: join(screenshots, `search-${theme}.png`) });
    expect(violations).toEqual([]);
    await context.close();
  });

  it.each(PAGES.filter(([name]) => name !== 'not-found'))(
    'fits 320 px, has no axe violations at 390 px and saves a mobile screenshot of the %s page',
    async (name, path) => {
      const context = await served!.browser.newContext({ viewport: { width: 320, height: 700 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(served!.url(path));
      await page.waitForSelector('html[data-hydrated="true"]');
      // Nothing may force the page wider than the smallest phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 390, height: 844 });
      // The search button shows only its icon here; its label still names it.
      await expect.poll(() => page.getByRole('button', { name: name === 'docs-es' ? 'Buscar' : 'Search', exact: true }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `${name}-mobile.png`) });
      await context.close();
    },
  );

  it('prints the content without the site chrome', async () => {
    const context = await served!.browser.newContext();
    const page = await context.newPage();
    await page.goto(served!.url('/docs/api/accounts/create-account'));
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['nav.navbar', 'aside.doc-sidebar', 'nav.toc', 'footer.footer', '.announcement-bar']) {
      expect(await page.locator(chrome).first().isVisible(), chrome).toBe(false);
    }
    expect(await page.locator('article h1').isVisible()).toBe(true);
    await context.close();
  });
});
