// The client runtime in real Chromium: navigation without a full load (title, description, focus),
// the progress bar only for slow loads, `.html` trimming, scrolling (hash, top, back/forward
// restoration, the 0.85 easing of in-page anchors), prefetching, and what happens when a chunk
// fails to load or takes too long.
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture, type OpenOptions, type ServedSite } from '../helpers/served-site.js';

const sections = (names: string[], link: string) =>
  names.flatMap((name) => [`## ${name}`, '', ...Array.from({ length: 25 }, (_, i) => `Paragraph ${i} of ${name}. ${i === 12 ? link : ''}\n`)]);

const LONG = [
  '---',
  'title: Long page',
  'description: A long page for scrolling.',
  '---',
  '',
  'Start with the [first guide](./01-guides/01-first.md), or go to [the other page](./long-2.md).',
  '',
  ...sections(['Alpha', 'Beta', 'Gamma', 'Delta'], 'See [Gamma on the other page](./long-2.md#gamma).'),
  'The end, and [the second guide](./01-guides/02-second.md).',
].join('\n');

const LONG_2 = [
  '---',
  'title: Second long page',
  '---',
  '',
  'Back to [the long page](./long.md).',
  '',
  ...sections(['Alpha', 'Beta', 'Gamma', 'Delta'], 'Also [the long page](./long.md).'),
].join('\n');

const addLongPages = async (site: ServedSite['site']) => {
  await site.write('docs/long.md', LONG);
  await site.write('docs/long-2.md', LONG_2);
};

/** Makes `navigator.connection` report data saver or a 2g connection before any page script runs. */
const connectionScript = (connection: { saveData: boolean; effectiveType: string }) =>
  `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(connection)}) });`;

/** The long pages need a viewport of a known height for the scroll positions below. */
const open = (served: ServedSite, path: string, options: OpenOptions = {}) => openPage(served, path, { viewport: { width: 1280, height: 720 }, ...options });

const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __marker: 'kept' }));
const windowKept = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'kept');
const h1 = (page: Page) => page.evaluate(() => document.querySelector('h1')?.textContent);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Puts a link to `href` at the top of the page's main content, for a target no page links to. */
const addLink = (page: Page, link: { href: string; id: string }) =>
  page.evaluate(({ href, id }) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.id = id;
    anchor.textContent = id;
    document.querySelector('main')!.prepend(anchor);
  }, link);
/** Clicks the first link whose href ends with `suffix`, as a visitor would (scrolled into view). */
const clickLink = (page: Page, suffix: string) => page.locator(`main a[href$="${suffix}"]`).first().click();

/** The content chunk of a built Markdown page, from its boot data. */
async function contentChunk(served: ServedSite, file: string): Promise<string> {
  const html = await served.site.read(file);
  const json = /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { chunk: string }).chunk;
}

/** Moves a built file away for the duration of `run`. */
async function withFileMissing(served: ServedSite, url: string, run: () => Promise<void>): Promise<void> {
  const file = join(served.site.outDir, url);
  await rename(file, `${file}.away`);
  try {
    await run();
  } finally {
    await rename(`${file}.away`, file);
  }
}

/** A promise the test resolves when it chooses: a response held back until a condition is seen. */
function withheld(): { until: Promise<void>; release: () => void } {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release };
}

describeInBrowser('client navigation', () => {
  const served = useServedFixture('basic', addLongPages);

  it('swaps the page without a full load, updates title and description, scrolls to the top and focuses the heading', async () => {
    const { page, close } = await open(served(), '/docs/long');
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await clickLink(page, '/docs/long-2');
    await page.waitForURL('**/docs/long-2');
    await expect.poll(() => h1(page)).toBe('Second long page');
    expect(await windowKept(page)).toBe(true);
    expect(await page.title()).toBe('Second long page · Fixture');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Back to the long page.');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Second long page · Fixture');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://fixture.example.com/docs/long-2');
    expect(await scrollY(page)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName + ':' + document.activeElement?.textContent)).toBe('H1:Second long page');
    await close();
  });

  it('updates the content language when the next page is written in another language', async () => {
    const { page, close } = await open(served(), '/docs/long');
    await markWindow(page);
    await addLink(page, { href: '/docs-es/intro', id: 'spanish-page' });
    await page.click('#spanish-page');
    await expect.poll(() => h1(page)).toBe('Introducción');
    expect(await page.locator('.theme-doc-markdown').getAttribute('lang')).toBe('es-ES');
    // The interface stays English: only another locale's URL changes <html lang>, with a full load.
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await windowKept(page)).toBe(true);
    await close();
  });

  it('scrolls to the hash target of another page, below the navbar', async () => {
    const { page, close } = await open(served(), '/docs/long');
    await clickLink(page, '/docs/long-2#gamma');
    await page.waitForURL('**/docs/long-2#gamma');
    await expect.poll(() => h1(page)).toBe('Second long page');
    const top = await page.evaluate(() => document.getElementById('gamma')!.getBoundingClientRect().top);
    // html's scroll-padding-top: the navbar height (3.75rem) plus 0.5rem.
    expect(Math.round(top)).toBe(68);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gamma');
    await close();
  });

  it('restores the scroll position on back and forward', async () => {
    const { page, close } = await open(served(), '/docs/long');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href$="/docs/long-2"]')!.click());
    await page.waitForURL('**/docs/long-2');
    await expect.poll(() => h1(page)).toBe('Second long page');
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    // The scroll memory records a position one frame after the scroll event.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));

    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Long page');
    await expect.poll(() => scrollY(page)).toBe(1500);
    await page.goForward();
    await expect.poll(() => h1(page)).toBe('Second long page');
    await expect.poll(() => scrollY(page)).toBe(700);
    await close();
  });

  it('restores the scroll position after a reload', async () => {
    const { page, close } = await open(served(), '/docs/long');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => scrollY(page)).toBe(900);
    await close();
  });

  it('trims .html from the address, replacing the history entry', async () => {
    const { page, close } = await open(served(), '/docs/intro');
    await page.goto(served().url('/docs/long.html?q=1#beta'));
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForURL((url) => url.pathname === '/docs/long');
    expect(new URL(page.url()).search + new URL(page.url()).hash).toBe('?q=1#beta');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/docs/intro');
    await close();
  });

  it('shows the route a trimmed index.html path names, even when the server answered 404', async () => {
    const { page, close } = await open(served(), '/docs/long/index.html');
    await page.waitForURL((url) => url.pathname === '/docs/long');
    await expect.poll(() => h1(page)).toBe('Long page');
    await close();
  });

  it('leaves paths the router does not know to the server', async () => {
    const { page, close } = await open(served(), '/docs/long');
    await markWindow(page);
    await addLink(page, { href: '/robots.txt', id: 'static-file' });
    await page.click('#static-file');
    await page.waitForURL('**/robots.txt');
    expect(await page.evaluate(() => document.body.textContent)).toContain('User-agent');
    await close();
  });
});

describeInBrowser('in-page anchors', () => {
  const served = useServedFixture('basic', addLongPages);

  /** Records window.scrollY on every animation frame for `ms` after clicking the TOC link to `name`. */
  async function recordAnchorScroll(page: Page, name: string, ms: number): Promise<number[]> {
    await page.evaluate((duration) => {
      const positions: number[] = [];
      Object.assign(window, { __positions: positions, __recorded: false });
      const end = performance.now() + duration;
      const record = () => {
        positions.push(window.scrollY);
        if (performance.now() < end) requestAnimationFrame(record);
        else Object.assign(window, { __recorded: true });
      };
      requestAnimationFrame(record);
    }, ms);
    await page.locator('.theme-doc-toc-desktop').getByRole('link', { name, exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __recorded: boolean }).__recorded);
    const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions);
    return positions.filter((position, index) => index === 0 || position !== positions[index - 1]);
  }

  it('scrolls smoothly with the 0.85 easing factor and lands on the heading', async () => {
    const { page, close } = await open(served(), '/docs/long');
    const distinct = await recordAnchorScroll(page, 'Delta', 1500);
    const target = await page.evaluate(() => window.scrollY);
    expect(distinct.length).toBeGreaterThan(10);
    expect(distinct.at(-1)).toBe(target);
    // Each frame covers 15% of what remains: remaining(n+1) / remaining(n) is 0.85.
    const remaining = distinct.map((position) => target - position).filter((distance) => distance > 50);
    const ratios = remaining.slice(1).map((distance, index) => distance / remaining[index]!);
    expect(ratios.length).toBeGreaterThan(4);
    for (const ratio of ratios) expect(ratio).toBeCloseTo(0.85, 1);
    expect(new URL(page.url()).hash).toBe('#delta');
    expect(Math.round(await page.evaluate(() => document.getElementById('delta')!.getBoundingClientRect().top))).toBe(68);
    await close();
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    const { page, close } = await open(served(), '/docs/long', { reducedMotion: 'reduce' });
    const distinct = await recordAnchorScroll(page, 'Delta', 500);
    expect(distinct).toHaveLength(2);
    await close();
  });

  it('goes back to the previous anchor position with the back button', async () => {
    const { page, close } = await open(served(), '/docs/long', { reducedMotion: 'reduce' });
    await page.locator('.theme-doc-toc-desktop').getByRole('link', { name: 'Gamma', exact: true }).click();
    await page.waitForURL('**#gamma');
    const gamma = await scrollY(page);
    await page.locator('.theme-doc-toc-desktop').getByRole('link', { name: 'Beta', exact: true }).click();
    await page.waitForURL('**#beta');
    await page.goBack();
    await page.waitForURL('**#gamma');
    await expect.poll(() => scrollY(page)).toBe(gamma);
    await close();
  });
});

describeInBrowser('progress bar and prefetching', () => {
  const served = useServedFixture('basic', addLongPages);
  const saveData = connectionScript({ saveData: true, effectiveType: '4g' });

  // The page's clock is Playwright's, stopped and moved by the test: "longer than 200 ms" is page
  // time, the same however busy the machine running the test is.
  const stopClock = async (page: Page) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
  };

  it('shows the progress bar only when a page takes longer than 200 ms, and removes it when the page is shown', async () => {
    // Data saver keeps prefetching out of the way, so the click is what loads the chunk.
    const { page, close } = await open(served(), '/docs/long', { initScript: saveData });
    const chunk = await contentChunk(served(), 'docs/long-2.html');
    const held = withheld();
    await page.route(`**${chunk}`, async (route) => {
      await held.until;
      await route.continue();
    });
    await stopClock(page);
    await markWindow(page);
    await clickLink(page, '/docs/long-2');
    await page.clock.runFor(199);
    expect(await page.locator('.docgen-progress').count()).toBe(0);
    await page.clock.runFor(2);
    await page.waitForSelector('.docgen-progress');
    // The current page stays while the next one loads.
    expect(await h1(page)).toBe('Long page');
    held.release();
    await expect.poll(() => h1(page)).toBe('Second long page');
    await page.clock.runFor(1000);
    await expect.poll(() => page.locator('.docgen-progress').count()).toBe(0);
    expect(await windowKept(page)).toBe(true);
    await close();
  });

  it('never shows the progress bar for a fast load', async () => {
    const { page, close } = await open(served(), '/docs/long', { initScript: saveData });
    await stopClock(page);
    await clickLink(page, '/docs/long-2');
    await expect.poll(() => h1(page)).toBe('Second long page');
    // The page came before the page's clock moved: its 200 ms never pass during the load.
    await page.clock.runFor(1000);
    expect(await page.locator('.docgen-progress').count()).toBe(0);
    await close();
  });

  it('prefetches the chunks of visible links once, then of links scrolled into view, and navigates without refetching', async () => {
    const { page, requests, close } = await open(served(), '/docs/long');
    const first = await contentChunk(served(), 'docs/guides/first.html');
    const second = await contentChunk(served(), 'docs/guides/second.html');
    const self = await contentChunk(served(), 'docs/long.html');
    await expect.poll(() => requests.includes(first)).toBe(true);
    // The second guide is linked only at the very bottom of the page.
    expect(requests).not.toContain(second);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => requests.includes(second)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await clickLink(page, '/docs/guides/first');
    await expect.poll(() => h1(page)).toBe('First guide');
    for (const chunk of [first, second]) expect(requests.filter((path) => path === chunk)).toHaveLength(1);
    // The page's own chunk is never fetched: its content is already in the HTML.
    expect(requests).not.toContain(self);
    await close();
  });

  it.each(['hover', 'focus'] as const)('prefetches on %s', async (intent) => {
    // Without IntersectionObserver only hover and focus prefetch, so the intent is what is tested.
    const { page, requests, close } = await open(served(), '/docs/long', { initScript: 'delete window.IntersectionObserver;' });
    const second = await contentChunk(served(), 'docs/guides/second.html');
    await page.waitForTimeout(500);
    expect(requests).not.toContain(second);
    const link = page.locator('main a[href$="/docs/guides/second"]');
    if (intent === 'hover') await link.hover();
    else await link.focus();
    await expect.poll(() => requests.includes(second)).toBe(true);
    await close();
  });

  it.each([
    ['data saver on', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])('prefetches nothing with %s, visible or hovered', async (_, connection) => {
    const { page, requests, close } = await open(served(), '/docs/long', { initScript: connectionScript(connection) });
    const first = await contentChunk(served(), 'docs/guides/first.html');
    await page.locator('main a[href$="/docs/guides/first"]').first().hover();
    await page.waitForTimeout(1500);
    expect(requests.filter((path) => path.startsWith('/assets/data/p-'))).toEqual([]);
    // Following the link still works: the chunk loads on demand.
    await clickLink(page, '/docs/guides/first');
    await expect.poll(() => h1(page)).toBe('First guide');
    expect(requests).toContain(first);
    await close();
  });
});

describeInBrowser('chunk failures', () => {
  const served = useServedFixture('basic', addLongPages);

  it("falls back to a full page load when the next page's chunk fails", async () => {
    const { page, close } = await open(served(), '/docs/long', { initScript: connectionScript({ saveData: true, effectiveType: '4g' }) });
    await markWindow(page);
    await withFileMissing(served(), await contentChunk(served(), 'docs/guides/first.html'), async () => {
      await clickLink(page, '/docs/guides/first');
      await page.waitForURL('**/docs/guides/first');
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await h1(page)).toBe('First guide');
      // A new document: the marker of the old one is gone.
      expect(await windowKept(page)).toBe(false);
    });
    await close();
  });

  it('keeps the pre-rendered page readable when its scripts fail, offers Retry, and recovers once the file is back', async () => {
    const html = await served().site.read('docs/intro.html');
    const sidebar = /"sidebar":"([^"]+)"/.exec(html)?.[1];
    expect(sidebar).toBeDefined();
    const context = await served().browser.newContext();
    const page = await context.newPage();
    const restore = join(served().site.outDir, sidebar!);
    await rename(restore, `${restore}.away`);
    try {
      await page.goto(served().url('/docs/intro'));
      const report = page.getByRole('alert').filter({ hasText: 'Part of this page could not be loaded' });
      await report.waitFor();
      expect(await report.textContent()).toContain(sidebar!.split('/').pop());
      expect(await h1(page)).toBe('Introduction');
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    } finally {
      await rename(`${restore}.away`, restore);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.load-report-overlay').count()).toBe(0);
    await context.close();
  });
});

describeInBrowser('load timeout', () => {
  const served = useServedFixture('basic', async (site) => {
    await addLongPages(site);
    await site.edit('site.config.ts', (text) =>
      text.replace("  staticDirectories: ['static'],", "  staticDirectories: ['static'],\n  pageLoading: { timeout: 500 },"),
    );
  });

  it('reports a load still pending after the timeout with Retry, and shows the page when it arrives', async () => {
    const { page, close } = await open(served(), '/docs/long', { initScript: connectionScript({ saveData: true, effectiveType: '4g' }) });
    const chunk = await contentChunk(served(), 'docs/long-2.html');
    // The chunk is held back until the report has shown: later than the timeout, however busy the machine is.
    const held = withheld();
    await page.route(`**${chunk}*`, async (route) => {
      await held.until;
      await route.continue();
    });
    await clickLink(page, '/docs/long-2');
    const report = page.getByRole('alert').filter({ hasText: 'This is taking longer than expected.' });
    await report.waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/long-2');
    // The navbar stays; Retry waits again, and the page shows once its chunk arrives.
    expect(await page.locator('nav.navbar').count()).toBe(1);
    await page.getByRole('button', { name: 'Retry' }).click();
    held.release();
    await expect.poll(() => h1(page)).toBe('Second long page');
    await close();
  });
});
