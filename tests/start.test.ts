// `docgen start`, Docusaurus's dev command: the dev server of serve --watch, whose cache is kept
// between starts. A start on an unchanged site reuses every page of the last one; a session ended
// by Ctrl-C saves what its rebuilds changed; one killed outright leaves no state to trust.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevProcess, type DevProcess } from './helpers/dev-server.js';
import { fixtureCopies } from './helpers/fixture.js';

const fixture = fixtureCopies();
const running: DevProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((dev) => dev.stop('SIGKILL')));
});

const start = async (siteDir: string) => {
  const dev = await startDevProcess({ siteDir, command: 'start', args: ['--host', '127.0.0.1'] });
  running.push(dev);
  return dev;
};
const built = (dev: DevProcess) =>
  dev
    .stdout()
    .split('\n')
    .find((line) => line.startsWith('built ')) ?? '';
const page = async (dev: DevProcess, path: string) => {
  const response = await fetch(new URL(path, dev.url));
  expect(response.status).toBe(200);
  return response.text();
};

describe('docgen start', () => {
  it('serves the site, and a second start on the unchanged site keeps every page of the first', async () => {
    const site = await fixture('basic');
    const first = await start(site.dir);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(built(first)).toMatch(/^built (\d+) pages in .+ \(drafts included\)$/);
    const pages = Number(/^built (\d+)/.exec(built(first))?.[1]);
    const before = await page(first, '/docs/intro');
    expect(await first.stop('SIGINT')).toEqual({ code: 0, signal: null });

    const second = await start(site.dir);
    expect(built(second)).toMatch(new RegExp(`^built ${pages} pages in .+ \\(drafts included; ${pages} kept from the last start\\)$`));
    expect(await page(second, '/docs/intro')).toBe(before);
    expect(second.stderr()).toBe('');
  });

  it('saves what a session rebuilt when it stops: the next start keeps the edited page too', async () => {
    const site = await fixture('basic');
    const first = await start(site.dir);
    const from = first.stdout().length;
    await site.edit('docs/intro.md', (text) => `${text}\nA line written while the server ran.\n`);
    await first.waitForLine(/^docs\/intro\.md: \d+ pages? rebuilt/, { from });
    expect(await first.stop('SIGINT')).toEqual({ code: 0, signal: null });

    const second = await start(site.dir);
    const pages = /^built (\d+) pages/.exec(built(second))?.[1];
    expect(built(second)).toContain(`; ${pages} kept from the last start`);
    expect(await page(second, '/docs/intro')).toContain('A line written while the server ran.');
  });

  it('starts from scratch after a session killed while the folder changed, and serves the edit', async () => {
    const site = await fixture('basic');
    const first = await start(site.dir);
    const from = first.stdout().length;
    await site.edit('docs/intro.md', (text) => `${text}\nWritten before the kill.\n`);
    await first.waitForLine(/^docs\/intro\.md: \d+ pages? rebuilt/, { from });
    await first.stop('SIGKILL');
    // The killed server held the cache's lock: the next start finds it stale (its process is gone).
    const second = await start(site.dir);
    expect(built(second)).not.toContain('kept from the last start');
    expect(await page(second, '/docs/intro')).toContain('Written before the kill.');
    expect(await readFile(join(site.dir, 'docs/intro.md'), 'utf8')).toContain('Written before the kill.');
  });
});
