// docgen as a Docusaurus site installs it: `npm pack` gives the compiled CLI, the runtime and the
// theme (no tests, fixtures or ZELF content), the tarball installs into a site folder with the
// site's own React (19 here, docgen's own development copy is 18), and `npx docgen ...` does each
// command's job there. Installed from the local npm cache where it can (--prefer-offline).
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeInBrowser } from './helpers/browser.js';
import { FIXTURES } from './helpers/fixture.js';
import { startDevProcess } from './helpers/dev-server.js';
import { openPage, serveFolder, type ServedFolder } from './helpers/served-site.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The site's React: another major than docgen's own development copy, so the page shows whose it is. */
const SITE_REACT = '19.3.1';
const DOCGEN_DEV_REACT = (JSON.parse(readFileSync(join(ROOT, 'node_modules/react/package.json'), 'utf8')) as { version: string }).version;

let temp: string;
let tarball: string;
let site: string;

const npm = (args: string[], cwd: string) => spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
/** `npx docgen ...` in the site, as its package.json scripts run it. */
const docgen = (args: string[], env: Record<string, string> = {}): SpawnSyncReturns<string> =>
  spawnSync('npx', ['--no-install', 'docgen', ...args], { cwd: site, encoding: 'utf8', env: { ...process.env, CI: 'true', ...env } });
const expectOk = (result: SpawnSyncReturns<string>) => expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'docgen-package-'));
  // npm pack runs `prepare`, which compiles dist/.
  const packed = npm(['pack', '--pack-destination', temp, '--json'], ROOT);
  expect(packed.status, packed.stderr).toBe(0);
  tarball = join(temp, (JSON.parse(packed.stdout) as { filename: string }[])[0]?.filename ?? '');
  site = join(temp, 'site');
  cpSync(join(FIXTURES, 'docusaurus-look'), site, { recursive: true });
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({ name: 'my-website', private: true, scripts: { start: 'docgen start', build: 'docgen build', clear: 'docgen clear' } }, null, 2),
  );
  const installed = npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, `react@${SITE_REACT}`, `react-dom@${SITE_REACT}`], site);
  expect(installed.status, installed.stderr).toBe(0);
});

afterAll(() => rm(temp, { recursive: true, force: true }));

describe('the npm package', () => {
  it('holds the compiled CLI, the runtime and the theme, the README and licence, and no tests or site content', () => {
    const listed = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
    const files = listed.stdout.split('\n').filter(Boolean);
    for (const file of [
      'package/dist/cli.js',
      'package/dist/build-worker.js',
      'package/bin/docgen.js',
      'package/runtime/theme/Footer/index.tsx',
      'package/LICENSE',
      'package/README.md',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => /\.test\.tsx?$|^package\/(tests|content|cli|\.ci)\/|site\.config\.ts$|\.map$/.test(file))).toEqual([]);
  });

  it('installs with the site’s React as the one copy: none of its own beside it', () => {
    expect(existsSync(join(site, 'node_modules/docgen/node_modules/react'))).toBe(false);
    expect((JSON.parse(readFileSync(join(site, 'node_modules/react/package.json'), 'utf8')) as { version: string }).version).toBe(SITE_REACT);
  });

  it('builds the site with `npx docgen build`, with the site’s React on the page', () => {
    expectOk(docgen(['build']));
    expect(readFileSync(join(site, 'build/index.html'), 'utf8')).toContain('<div id="__docusaurus"');
    const scripts = readdirSync(join(site, 'build/assets/js')).filter((name) => name.endsWith('.js'));
    const text = scripts.map((name) => readFileSync(join(site, 'build/assets/js', name), 'utf8')).join('\n');
    expect(text).toContain(SITE_REACT);
    expect(text).not.toContain(DOCGEN_DEV_REACT);
  });

  it('says which React it needs when the site has one it does not run on', () => {
    const manifest = join(site, 'node_modules/react/package.json');
    const original = readFileSync(manifest, 'utf8');
    try {
      writeFileSync(manifest, original.replace(`"version": "${SITE_REACT}"`, '"version": "17.0.2"'));
      const result = docgen(['build', '--out-dir', 'react-17']);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('react 17.0.2 and react-dom 19.3.1 are different versions');
      writeFileSync(
        join(site, 'node_modules/react-dom/package.json'),
        readFileSync(join(site, 'node_modules/react-dom/package.json'), 'utf8').replace(`"version": "${SITE_REACT}"`, '"version": "17.0.2"'),
      );
      const older = docgen(['build', '--out-dir', 'react-17']);
      expect(older.status).toBe(1);
      expect(older.stderr).toContain('the site has React 17.0.2; docgen runs on React 18 or React 19');
    } finally {
      writeFileSync(manifest, original);
      const dom = join(site, 'node_modules/react-dom/package.json');
      writeFileSync(dom, readFileSync(dom, 'utf8').replace('"version": "17.0.2"', `"version": "${SITE_REACT}"`));
    }
  });
});

describeInBrowser('the installed package’s build in Chromium', () => {
  let served: ServedFolder;
  beforeAll(async () => {
    served = await serveFolder({ root: join(site, 'build') });
  });
  afterAll(() => served?.close());

  it('hydrates with the site’s React without a console message, and navigates client-side', async () => {
    const { page, messages, close } = await openPage(served, '/docs/intro');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname !== '/docs/intro');
    expect(messages).toEqual([]);
    await close();
  });
});

describe('Docusaurus’s commands, run by the installed package in the site', () => {
  it('start serves the site, and a second start reuses every page', async () => {
    const cli = join(site, 'node_modules/docgen/bin/docgen.js');
    const first = await startDevProcess({ siteDir: site, command: 'start', cli });
    try {
      expect((await fetch(new URL('/docs/intro', first.url))).status).toBe(200);
    } finally {
      expect(await first.stop('SIGINT')).toEqual({ code: 0, signal: null });
    }
    const second = await startDevProcess({ siteDir: site, command: 'start', cli });
    try {
      expect(second.stdout()).toMatch(/^built (\d+) pages in .+; \1 kept from the last start\)$/m);
    } finally {
      await second.stop('SIGINT');
    }
  });

  it('write-translations writes the es locale’s files', () => {
    expectOk(docgen(['write-translations', '--locale', 'es']));
    const navbar = JSON.parse(readFileSync(join(site, 'i18n/es/docusaurus-theme-classic/navbar.json'), 'utf8')) as Record<string, { message: string }>;
    expect(Object.keys(navbar)).toContain('title');
    expect(existsSync(join(site, 'i18n/es/code.json'))).toBe(true);
  });

  it('swizzle wraps a component, and the next build shows the wrapper', () => {
    expectOk(docgen(['swizzle', '@docusaurus/theme-classic', 'Footer', '--wrap']));
    const wrapper = join(site, 'src/theme/Footer/index.js');
    writeFileSync(wrapper, readFileSync(wrapper, 'utf8').replace('</>', '  <p data-installed-wrapper="yes" />\n    </>'));
    expectOk(docgen(['build']));
    expect(readFileSync(join(site, 'build/docs/intro.html'), 'utf8')).toContain('data-installed-wrapper="yes"');
  });

  it('write-heading-ids writes the ids of the headings that have none', () => {
    const doc = join(site, 'docs/headings.md');
    writeFileSync(doc, '# Headings\n\n## First steps\n\n## Next {#kept}\n');
    expectOk(docgen(['write-heading-ids', '.', 'docs/headings.md']));
    expect(readFileSync(doc, 'utf8')).toBe('# Headings\n\n## First steps {#first-steps}\n\n## Next {#kept}\n');
  });

  it('deploy builds and pushes the output to a repository’s gh-pages branch', () => {
    const identity = {
      GIT_AUTHOR_NAME: 'Tester',
      GIT_AUTHOR_EMAIL: 'tester@example.com',
      GIT_COMMITTER_NAME: 'Tester',
      GIT_COMMITTER_EMAIL: 'tester@example.com',
    };
    const git = (args: string[], cwd: string) => {
      const result = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...identity } });
      expect(result.status, result.stderr).toBe(0);
      return result.stdout.trim();
    };
    const remote = join(temp, 'remote.git');
    git(['init', '--quiet', '--bare', remote], temp);
    writeFileSync(join(site, '.gitignore'), 'node_modules/\nbuild/\n.docgen-cache/\n');
    git(['init', '--quiet', '-b', 'main'], site);
    git(['add', '--all'], site);
    git(['commit', '--quiet', '-m', 'The site'], site);
    expectOk(docgen(['deploy'], { ...identity, DEPLOY_REMOTE_URL: remote, GIT_USER: 'tester' }));
    expect(git(['--git-dir', remote, 'ls-tree', '-r', '--name-only', 'gh-pages'], temp).split('\n')).toEqual(
      expect.arrayContaining(['index.html', 'docs/intro.html']),
    );
  });

  it('clear removes the cache and the build output', () => {
    expect(existsSync(join(site, '.docgen-cache'))).toBe(true);
    const cleared = docgen(['clear']);
    expectOk(cleared);
    expect(cleared.stderr).toContain('Removed the build output folder at build.');
    expect(existsSync(join(site, '.docgen-cache'))).toBe(false);
    expect(existsSync(join(site, 'build'))).toBe(false);
  });
});
