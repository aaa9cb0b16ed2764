// serve --watch on a site with plugins (tests/fixtures/docusaurus-plugins): a save of a file a
// plugin watches (getPathsToWatch) runs the plugins again, and the kept folder then holds what a
// first build of the edited site writes: the new route, the new global data.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
  await expectSameAsFirstBuild({ dev, siteDir: site.dir, outDir: join(outRoot, 'fresh'), compared: (file) => /\.html$/.test(file) });
});
