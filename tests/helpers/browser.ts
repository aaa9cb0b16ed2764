// One place that finds and launches Chromium for browser tests. In CI a missing browser is an
// error, never a silent skip.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { describe } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path)) ?? null;
}

const found = findChromium();
if (!found && process.env.CI) {
  throw new Error('Chromium is required for browser tests in CI but was not found. Install it with `apt-get install chromium` or set CHROME_PATH.');
}

/** True when browser tests can run here; outside CI a missing Chromium skips them by name. */
export const hasChromium = found !== null;

/** A group of browser tests: run where Chromium is, else skipped with a title that says why. */
export function describeInBrowser(title: string, body: () => void): void {
  describe.skipIf(!hasChromium)(hasChromium ? title : `${title} (skipped: Chromium not installed here)`, body);
}

export async function launchBrowser(): Promise<Browser> {
  if (!found) throw new Error('Chromium not found: run `npm test`, which installs it, or set CHROME_PATH.');
  return chromium.launch({ executablePath: found, headless: true, args: CHROMIUM_ARGS });
}
