// Builds a fixture, serves it on a free port and launches Chromium: the setup every browser test
// shares. Call from beforeAll/afterAll; does nothing when Chromium is missing outside CI.
import type { Browser } from 'playwright-core';
import { startStaticServer, type RunningServer } from '../../cli/serve/static-server.js';
import { hasChromium, launchBrowser } from './browser.js';
import { copyFixture, type FixtureSite } from './fixture.js';

export interface ServedSite {
  readonly site: FixtureSite;
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Absolute URL of a path on the served site. */
  url(path: string): string;
  close(): Promise<void>;
}

export async function serveFixture(name: string): Promise<ServedSite | null> {
  if (!hasChromium) return null;
  const site = await copyFixture(name);
  await site.build();
  const server = await startStaticServer({ root: site.outDir, port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  return {
    site,
    server,
    browser,
    url: (path) => server.url.replace(/\/$/, '') + path,
    async close() {
      await browser.close();
      await server.close();
      await site.remove();
    },
  };
}
