// serve --watch on a blog: a post is also its excerpt in the lists, its reading time and its feed
// entry, so saving it rebuilds those too, and the folder equals a first build of the edited site.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setQuiet } from '../cli/logger.js';
import { devBuildOf, expectSameAsFirstBuild, type DevBuildOfFixture } from './helpers/first-build.js';

let built: DevBuildOfFixture;

beforeAll(async () => {
  setQuiet(true);
  built = await devBuildOf({ fixture: 'docusaurus-blog' });
});

afterAll(() => built?.close());

it('a post body edit shows in the list excerpt, the post and the feed, as a first build writes them', async () => {
  const { site, dev, outRoot } = built;
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
    cacheDir: join(outRoot, 'fresh'),
    compared: (file) => /\.(html|md|txt|xml|json)$/.test(file) && !file.startsWith('pagefind/'),
  });
});
