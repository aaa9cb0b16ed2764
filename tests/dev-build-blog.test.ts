// serve --watch on a blog: a post is also its excerpt in the lists, its reading time and its feed
// entry, so saving it rebuilds those too, and the folder equals a first build of the edited site.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDevBuild, type DevBuild } from '../cli/serve/dev-build.js';
import { setQuiet } from '../cli/logger.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { expectSameAsFirstBuild } from './helpers/first-build.js';

let site: FixtureSite;
let outRoot: string;
let dev: DevBuild;

beforeAll(async () => {
  setQuiet(true);
  site = await copyFixture('docusaurus-blog');
  outRoot = await mkdtemp(join(tmpdir(), 'docgen-dev-blog-'));
  dev = createDevBuild({ siteDir: site.dir, outDir: join(outRoot, 'kept') });
  expect((await dev.rebuild([])).ok).toBe(true);
});

afterAll(async () => {
  await dev?.settle();
  await site?.remove();
  if (outRoot) await rm(outRoot, { recursive: true, force: true });
});

it('a post body edit shows in the list excerpt, the post and the feed, as a first build writes them', async () => {
  await site.edit('blog/2024-01-10-welcome.md', (text) => text.replace('This first paragraph is the excerpt', 'This edited paragraph is the excerpt'));
  const report = await dev.rebuild([{ kind: 'change', file: join(site.dir, 'blog/2024-01-10-welcome.md') }]);
  expect(report.ok).toBe(true);
  const read = (file: string) => readFile(join(dev.outDir, file), 'utf8');
  expect(await read('blog/page/2.html')).toContain('This edited paragraph is the excerpt');
  expect(await read('blog/2024/01/10/welcome.html')).toContain('This edited paragraph is the excerpt');
  expect(await read('blog/tags/hello.html')).toContain('This edited paragraph is the excerpt');
  expect(await read('blog/rss.xml')).toContain('This edited paragraph is the excerpt');

  await expectSameAsFirstBuild({
    dev,
    siteDir: site.dir,
    outDir: join(outRoot, 'fresh'),
    compared: (file) => /\.(html|md|txt|xml|json)$/.test(file) && !file.startsWith('pagefind/'),
  });
});
