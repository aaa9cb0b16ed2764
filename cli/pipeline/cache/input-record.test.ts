import { mkdirSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkInputs, fileSystemNow, listInputs, readInputRecord, writeInputRecord, type InputRecord } from './input-record.js';

describe('the record of a build’s inputs', () => {
  let site: string;
  let out: string;
  let cache: string;
  const minuteAgo = () => new Date(Date.now() - 60_000);
  /** Writes a file that looks saved a minute ago, as files are when a build starts. */
  const save = (path: string, text: string, when = minuteAgo()) => {
    writeFileSync(join(site, path), text);
    utimesSync(join(site, path), when, when);
  };

  beforeEach(async () => {
    site = await mkdtemp(join(tmpdir(), 'docgen-inputs-'));
    out = join(site, 'build');
    cache = join(site, '.docgen-cache');
    for (const dir of ['docs', 'docs/guides', 'build', '.docgen-cache', 'elsewhere']) mkdirSync(join(site, dir));
    save('site.config.ts', 'export default {};\n');
    save('docs/intro.md', '# Intro\n');
    save('docs/guides/first.md', '# First\n');
    save('build/index.html', '<p>built</p>');
    save('elsewhere/logo.svg', '<svg/>');
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  /** A build that started now, listed its inputs, and records them when it ends. */
  const startBuild = () => {
    const startedAt = fileSystemNow(cache);
    const roots = [join(site, 'docs')];
    const listed = listInputs({ roots, top: site, outDir: out });
    const file = join(cache, 'inputs');
    const end = () =>
      writeInputRecord({
        file,
        format: 1,
        key: 'k',
        roots,
        top: site,
        files: [join(site, 'elsewhere/logo.svg'), join(site, 'elsewhere/not-there.svg')],
        outDir: out,
        startedAt,
        listed,
        pages: 3,
        warnings: ['a warning'],
        state: 'state stamp',
      });
    return { end, read: () => readInputRecord({ file, format: 1, key: 'k' }) as InputRecord };
  };

  it('is written when every input is older than the build, and holds until one changes', () => {
    const build = startBuild();
    expect(build.end()).toBe(true);
    const record = build.read();
    expect(record.pages).toBe(3);
    expect(record.warnings).toEqual(['a warning']);
    // The output folder and docgen's own folders are not inputs; a single file that is not there is recorded so.
    expect([...record.stamps.keys()].some((path) => path.startsWith(out) || path.includes('.docgen-cache'))).toBe(false);
    expect(record.stamps.get(join(site, 'elsewhere/not-there.svg'))).toBe('missing');
    const check = checkInputs({ record, outDir: out });
    expect(check.unchanged).toBe(true);
    // What the check saw is the listing a build takes at its start.
    expect([...check.listed].sort()).toEqual([...listInputs({ roots: record.roots, top: site, outDir: out })].sort());
    // Not inputs: the output, and other folders at the top of the site (another output, a tool's).
    save('build/index.html', '<p>built again</p>');
    mkdirSync(join(site, 'fresh'));
    save('fresh/index.html', '<p>another output</p>');
    expect(checkInputs({ record, outDir: out }).unchanged).toBe(true);
  });

  const changes: [string, () => void][] = [
    ['a page saved with other bytes', () => save('docs/intro.md', '# Intro, longer\n')],
    ['a page saved with the same bytes at another time', () => save('docs/intro.md', '# Intro\n', new Date(Date.now() - 30_000))],
    ['a page added', () => save('docs/guides/second.md', '# Second\n')],
    ['a page deleted', () => unlinkSync(join(site, 'docs/guides/first.md'))],
    ['an empty folder added', () => mkdirSync(join(site, 'docs/later'))],
    ['a folder deleted', () => rmSync(join(site, 'docs/guides'), { recursive: true })],
    ['a file added at the top of the site', () => save('versions.json', '[]')],
    ['a file read from elsewhere changed', () => save('elsewhere/logo.svg', '<svg></svg>')],
    ['a file that was not there appearing', () => save('elsewhere/not-there.svg', '<svg/>')],
  ];

  it.each(changes)('does not hold after %s', (_change, change) => {
    const build = startBuild();
    expect(build.end()).toBe(true);
    change();
    expect(checkInputs({ record: build.read(), outDir: out }).unchanged).toBe(false);
  });

  it('is not written when an input was saved after the build started: the build may have read it before', () => {
    const build = startBuild();
    writeFileSync(join(site, 'docs/intro.md'), '# Intro, saved while the build ran\n');
    expect(build.end()).toBe(false);
    expect(build.read()).toBeUndefined();
  });

  it('is not written when a file was deleted while the build ran', () => {
    const build = startBuild();
    unlinkSync(join(site, 'docs/guides/first.md'));
    expect(build.end()).toBe(false);
  });
});
