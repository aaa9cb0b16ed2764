// Output that depends only on the input: two builds give the same bytes, wherever they write and
// whether pages compile in worker threads or in this thread. `npm run test:load` runs this file
// and the build cache's tests with every core busy, where timing-dependent output shows.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { saturateCores, underLoad } from './helpers/cpu-load.js';
import { listFiles } from './helpers/files.js';
import { fixtureCopies } from './helpers/fixture.js';
import { withSearch } from './helpers/versions-fixture.js';

const fixture = fixtureCopies();
saturateCores();

describe(`deterministic output${underLoad}`, () => {
  it('two builds of the same site give identical bytes', async () => {
    const site = await fixture();
    // Folder names of different lengths: nothing in the output may depend on where it is written.
    // Without the build cache, or the second build would only copy the first one's files.
    await site.build({ outDir: 'one', cache: false });
    await site.build({ outDir: 'second', cache: false });
    const files = await listFiles(join(site.dir, 'one'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(site.dir, 'one', file), 'utf8'), readFile(join(site.dir, 'second', file), 'utf8')]);
      // Compared as text so a failure shows the differing lines.
      expect(b, file).toBe(a);
    }
  });

  it('two builds of a site with docs versions and offline search, whose search bundles carry a filter, give identical bytes', async () => {
    const site = await fixture('versions');
    await withSearch(site);
    await site.build({ outDir: 'one', cache: false });
    await site.build({ outDir: 'two', cache: false });
    const files = await listFiles(join(site.dir, 'one'));
    expect(files.filter((file) => file.endsWith('.pf_filter')).length).toBeGreaterThan(0);
    expect(await listFiles(join(site.dir, 'two'))).toEqual(files);
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(site.dir, 'one', file)), readFile(join(site.dir, 'two', file))]);
      expect(a.equals(b), file).toBe(true);
    }
  });
});

describe(`compile workers${underLoad}`, () => {
  it.each(['basic', 'mdx'])('compiling and rendering the %s fixture in worker threads and in the main thread produce identical output', async (name) => {
    // Workers run the compiled worker files; without them the build would quietly stay in-process.
    for (const worker of ['build-worker.js']) {
      expect(existsSync(fileURLToPath(new URL(`../dist/${worker}`, import.meta.url))), worker).toBe(true);
    }
    const site = await fixture(name);
    // Without the build cache, or the second build would only copy the first one's files.
    await site.build({ outDir: 'threads', workers: 2, cache: false });
    await site.build({ outDir: 'main', workers: 0, cache: false });
    const files = await listFiles(join(site.dir, 'threads'));
    expect(await listFiles(join(site.dir, 'main'))).toEqual(files);
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(site.dir, 'threads', file)), readFile(join(site.dir, 'main', file))]);
      expect(a.equals(b), file).toBe(true);
    }
  });
});
