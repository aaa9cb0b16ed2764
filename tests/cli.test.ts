// The CLI as a user runs it: compiled bin, exit codes, and the text printed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const docgen = (args: string[]) =>
  spawnSync(process.execPath, ['bin/docgen.js', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true' } });

let site: FixtureSite;
beforeAll(async () => {
  // The bin runs dist/, compiled from the current sources.
  expect(spawnSync(process.execPath, ['bin/compile.js'], { cwd: root }).status).toBe(0);
  site = await copyFixture('basic');
});
afterAll(() => site.remove());

describe('docgen CLI', () => {
  it('prints the package version', () => {
    const version = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string }).version;
    const result = docgen(['--version']);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(version);
  });

  it('lists Docusaurus’s commands in --help, each with its own --help', () => {
    const help = docgen(['--help']).stdout;
    const commands = ['build', 'serve', 'clear', 'start', 'swizzle', 'deploy', 'write-translations', 'write-heading-ids'];
    for (const command of commands) {
      expect(help).toMatch(new RegExp(`^  ${command} `, 'm'));
      const own = docgen([command, '--help']);
      expect(own.status).toBe(0);
      expect(own.stdout).toMatch(new RegExp(`^Usage: docgen ${command} `));
    }
    expect(docgen(['start', '--help']).stdout).toContain('--no-open');
    expect(docgen(['swizzle', '--help']).stdout).toContain('--eject');
  });

  it('documents build options in --help', () => {
    const result = docgen(['build', '--help']);
    expect(result.status).toBe(0);
    for (const option of ['--out-dir <dir>', '--config <file>', '--locale <locale>', '--debug']) expect(result.stdout).toContain(option);
  });

  it('builds a site and prints one line per stage in CI', () => {
    const result = docgen(['build', site.dir]);
    expect(result.status).toBe(0);
    const stages = result.stderr
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/ [\d.]+ m?s$/, ''));
    expect(stages).toEqual([
      'config',
      'content',
      'compile mdx',
      'bundle',
      'compile',
      'stylesheet',
      'render en',
      'render es',
      'search en es',
      'static',
      expect.stringMatching(/^built 18 pages into /),
    ]);
  });

  it('a warm build neither bundles nor indexes search again; an edited page re-indexes only its locale', async () => {
    const stagesOf = (result: ReturnType<typeof docgen>) =>
      result.stderr
        .split('\n')
        .filter((line) => / [\d.]+ m?s$/.test(line))
        .map((line) => line.replace(/ [\d.]+ m?s$/, ''));
    expect(docgen(['build', site.dir]).status).toBe(0);
    const warm = docgen(['build', site.dir]);
    expect(warm.status).toBe(0);
    // No input changed: the last output is published as it is, without a stage.
    expect(stagesOf(warm)).toEqual(['config']);
    expect(warm.stderr).toContain('0 rendered again (no input changed since the last build)');
    // A file saved with the same bytes: the stages run, and find no bundle and no search index to make again.
    await site.edit('docs/01-guides/01-first.md', (text) => text);
    const saved = docgen(['build', site.dir]);
    expect(saved.status).toBe(0);
    expect(stagesOf(saved)).toEqual(['config', 'content', 'compile mdx', 'compile', 'render en', 'render es', 'static']);
    // A translation: only the Spanish interface shows it.
    await site.edit('i18n/es/docusaurus-plugin-content-docs/current/01-guides/01-first.md', (text) => `${text}\n\nUn párrafo nuevo.\n`);
    const edited = docgen(['build', site.dir]);
    expect(edited.status).toBe(0);
    expect(stagesOf(edited)).toEqual(['config', 'content', 'compile mdx', 'compile', 'render en', 'render es', 'search es', 'static']);
  });

  it('says with --debug why each page is compiled and rendered again', async () => {
    expect(docgen(['build', site.dir]).status).toBe(0);
    await site.edit('docs/01-guides/01-first.md', (text) => `${text}\n\nOne more sentence.\n`);
    const result = docgen(['build', site.dir, '--debug']);
    expect(result.status).toBe(0);
    const why = result.stderr.split('\n').filter((line) => /^(compile|render) \w+ \//.test(line));
    expect(why).toContain('compile en /docs/guides/first: its source, front matter, sidebar neighbours or compile options changed');
    expect(why).toContain('render en /docs/guides/first: its page data, sidebar, head or the theme changed');
    // Only the edited page is named (once per locale that shows it).
    expect(why.every((line) => line.includes('/docs/guides/first:'))).toBe(true);
  });

  it('exits 1 with the problem list, and a stack trace only with --debug', async () => {
    await site.write('docs/typed.md', '---\nhide_title: 3\n---\n\nBody.\n');
    const plain = docgen(['build', site.dir]);
    expect(plain.status).toBe(1);
    expect(plain.stderr).toContain('error the build found 1 problem:');
    expect(plain.stderr).toContain('docs/typed.md:2: front matter key "hide_title": expected boolean.');
    expect(plain.stderr).not.toContain('    at ');
    const debug = docgen(['build', site.dir, '--debug']);
    expect(debug.status).toBe(1);
    expect(debug.stderr).toContain('    at ');
  });

  it('clears the cache and the build output, as docusaurus clear does, and says what it removed', async () => {
    const own = await copyFixture('basic');
    try {
      expect(docgen(['build', own.dir]).status).toBe(0);
      expect(existsSync(join(own.dir, '.docgen-cache'))).toBe(true);
      const cleared = spawnSync(process.execPath, [`${root}/bin/docgen.js`, 'clear'], { cwd: own.dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
      expect(cleared.status).toBe(0);
      expect(cleared.stderr.trim().split('\n')).toEqual(["Removed the docgen's cache folder at .docgen-cache.", 'Removed the build output folder at build.']);
      expect(existsSync(join(own.dir, '.docgen-cache'))).toBe(false);
      expect(existsSync(join(own.dir, 'build'))).toBe(false);
      expect(existsSync(join(own.dir, 'docs'))).toBe(true);
      // Nothing left to remove: nothing said.
      const again = docgen(['clear', own.dir]);
      expect(again.status).toBe(0);
      expect(again.stderr).toBe('');
      expect(docgen(['--help']).stdout).toMatch(/clear \[options\] \[siteDir\] +Remove docgen's cache/);
    } finally {
      await own.remove();
    }
  });

  it('refuses an unknown locale', () => {
    const result = docgen(['build', site.dir, '--locale', 'fr']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--locale: locale "fr" is not in i18n.locales. Use one of: "en", "es". [LocaleUnknown]');
  });
});

describe("the commands a site's plugins add (extendCli)", () => {
  let plugins: FixtureSite;
  beforeAll(async () => {
    plugins = await copyFixture('docusaurus-plugins');
  });
  afterAll(() => plugins?.remove());
  const inSite = (args: string[]) =>
    spawnSync(process.execPath, [`${root}/bin/docgen.js`, ...args], { cwd: plugins.dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });

  it("runs a plugin's command with its options in the site's folder, as `docusaurus releases:list` runs it", () => {
    const result = inSite(['releases:list', '--since', '1.4.0']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      '2.1.0 (2026-10-02): Faster sign-in on slow networks.',
      '2.0.0 (2026-07-15): A new proof format, read by every client.',
    ]);
  });

  it("lists the plugins' commands beside docgen's when a command is unknown; outside a site, only docgen's", () => {
    const unknown = inSite(['relases:list']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("unknown command 'relases:list'");
    expect(unknown.stderr).toMatch(/releases:list \[options\] +List the releases of the data file, newest first\./);
    const outside = docgen(['relases:list']);
    expect(outside.status).toBe(1);
    expect(outside.stderr).not.toContain('releases:list');
  });
});
