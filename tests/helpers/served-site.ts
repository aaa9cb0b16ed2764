// Builds a fixture, serves it on a free port and launches Chromium: the setup every browser test
// shares. Call from beforeAll/afterAll; does nothing when Chromium is missing outside CI.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer, type RunningServer } from '../../cli/serve/static-server.js';
import { hasChromium, launchBrowser } from './browser.js';
import { copyFixture, type FixtureSite } from './fixture.js';
import { WAIT_MS } from './patience.js';

export interface ServedSite extends ServedFolder {
  readonly site: FixtureSite;
}

export interface ServedFolder {
  readonly server: RunningServer;
  readonly browser: Browser;
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves a built folder and launches Chromium; `cleanup` runs after both are closed. */
export async function serveFolder({ root, cleanup }: { root: string; cleanup?: () => Promise<void> }): Promise<ServedFolder> {
  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    url: (path) => server.url.replace(/\/$/, '') + path,
    async close() {
      await browser.close();
      await server.close();
      await cleanup?.();
    },
  };
}

/** Copies a fixture, lets the test add files (`prepare`), builds and serves it. */
export async function serveFixture(name: string, prepare?: (site: FixtureSite) => Promise<void>): Promise<ServedSite | null> {
  if (!hasChromium) return null;
  const site = await copyFixture(name);
  await prepare?.(site);
  await site.build();
  return { site, ...(await serveFolder({ root: site.outDir, cleanup: () => site.remove() })) };
}

/**
 * Serves a fixture for the tests of the enclosing file or describe block (beforeAll/afterAll) and
 * returns an accessor. Call only where Chromium is there (inside `describe.skipIf(!hasChromium)`
 * or at top level, where serving is skipped without it).
 */
export function useServedFixture(name: string, prepare?: (site: FixtureSite) => Promise<void>): () => ServedSite {
  let served: ServedSite | null = null;
  beforeAll(async () => {
    served = await serveFixture(name, prepare);
  });
  afterAll(() => served?.close());
  return () => {
    if (!served) throw new Error(`docgen test bug: fixture "${name}" is not served (is Chromium installed?)`);
    return served;
  };
}

export interface OpenedPage {
  readonly page: Page;
  /** Pathnames requested so far, in order. */
  readonly requests: string[];
  /** Console messages and page errors, as `type: text`. */
  readonly messages: string[];
  close(): Promise<void>;
}

export interface OpenOptions extends BrowserContextOptions {
  /** Script run in the page before any of its own (e.g. to fake navigator.connection or seed localStorage). */
  readonly initScript?: string;
  /** Wait for hydration (the default); off for pages read without JavaScript. */
  readonly hydrated?: boolean;
}

/** Opens `path` of a served site in a fresh browser context, recording requests and console output. */
export async function openPage(served: ServedFolder, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const { initScript, hydrated = true, ...contextOptions } = options;
  const context = await served.browser.newContext(contextOptions);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const requests: string[] = [];
  const messages: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(served.url(path));
  if (hydrated) await page.waitForSelector('html[data-hydrated="true"]', { timeout: WAIT_MS });
  return { page, requests, messages, close: () => context.close() };
}
