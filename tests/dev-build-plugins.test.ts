// serve --watch on a site with plugins (tests/fixtures/docusaurus-plugins): a save of a file a
// plugin watches (getPathsToWatch) runs the plugins again, and the kept folder then holds what a
// first build of the edited site writes: the new route, the new global data; a changelog plugin
// wrapping the blog plugin writes its posts again (tests/fixtures/docusaurus-changelog).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devBuildOf, expectSameAsFirstBuild, type DevBuildOfFixture } from './helpers/first-build.js';

let built: DevBuildOfFixture;
beforeAll(async () => {
  built = await devBuildOf({ fixture: 'docusaurus-plugins' });
});
afterAll(() => built?.close());

it('watches the paths the plugins name, and runs them again when one is saved', async () => {
  const { site, dev, outRoot } = built;
  expect(dev.watchedPaths()).toContain(join(site.dir, 'data', 'releases.json'));
  await site.edit('data/releases.json', (text) => text.replace('[\n', '[\n  { "version": "2.2.0", "date": "2026-11-20", "notes": "Offline proofs." },\n'));
  const report = await dev.rebuild([{ kind: 'change', file: join(site.dir, 'data', 'releases.json') }]);
  if (!report.ok) throw new Error(report.problems.map((problem) => problem.message).join('\n'));
  expect(report.changed).toEqual(expect.arrayContaining(['/releases/2.2.0', '/es/releases/2.2.0', '/']));
  expect(await readFile(join(dev.outDir, 'releases/2.2.0.html'), 'utf8')).toContain('<h1>Release <!-- -->2.2.0</h1>');
  expect(await readFile(join(dev.outDir, 'index.html'), 'utf8')).toContain('<p class="fixture-release-count">4<!-- --> releases so far.</p>');
  await expectSameAsFirstBuild({ dev, siteDir: site.dir, cacheDir: join(outRoot, 'fresh'), compared: (file) => /\.html$/.test(file) });
});

describe('a changelog plugin wrapping the blog plugin (tests/fixtures/docusaurus-changelog)', () => {
  let changelog: DevBuildOfFixture;
  beforeAll(async () => {
    changelog = await devBuildOf({ fixture: 'docusaurus-changelog' });
  });
  afterAll(() => changelog?.close());

  it('writes the posts again when CHANGELOG.md is saved, and shows the new release', async () => {
    const { site, dev, outRoot } = changelog;
    expect(dev.watchedPaths()).toContain(join(site.dir, 'CHANGELOG.md'));
    await site.edit('CHANGELOG.md', (text) => text.replace('## 3.0.0', '## 3.1.0 (2026-11-20)\n\nProofs can be checked offline.\n\n## 3.0.0'));
    const report = await dev.rebuild([{ kind: 'change', file: join(site.dir, 'CHANGELOG.md') }]);
    if (!report.ok) throw new Error(report.problems.map((problem) => problem.message).join('\n'));
    expect(report.changed).toEqual(expect.arrayContaining(['/changelog/3.1.0', '/changelog']));
    expect(await readFile(join(dev.outDir, 'changelog/3.1.0.html'), 'utf8')).toContain('Proofs can be checked offline.');
    await expectSameAsFirstBuild({ dev, siteDir: site.dir, cacheDir: join(outRoot, 'fresh'), compared: (file) => /\.html$/.test(file) });
  });
});
