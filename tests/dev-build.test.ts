// The rebuilds behind `serve --watch`, in this process: after each kind of edit, the folder a
// server has kept up to date holds what a first build of the edited site writes. A save that only
// changes a Markdown body takes a shorter path (load-site.ts keeps the routes): these tests are
// what says it leaves nothing stale.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevBuild, RebuildReport } from '../cli/serve/dev-build.js';
import type { FixtureSite } from './helpers/fixture.js';
import { listFiles } from './helpers/files.js';
import { devBuildOf, expectSameAsFirstBuild as expectFirstBuild, type DevBuildOfFixture } from './helpers/first-build.js';

let site: FixtureSite;
let outRoot: string;
let dev: DevBuild;
let built: DevBuildOfFixture | undefined;

beforeAll(async () => {
  built = await devBuildOf({
    fixture: 'basic',
    prepare: (copy) =>
      copy.write('docs/widget.mdx', '---\ntitle: Widget\n---\n\nexport const Box = ({ children }) => <strong>{children}</strong>;\n\n<Box>First words</Box>\n'),
  });
  ({ site, dev, outRoot } = built);
});

afterAll(() => built?.close());

it('writes the Markdown copies and llms.txt, and no llms-full.txt (made of every copy, it would cost each save the whole site)', async () => {
  const files = await listFiles(dev.outDir);
  expect(files).toContain('docs/intro.md');
  expect(files).toContain('llms.txt');
  expect(files.filter((file) => file.endsWith('llms-full.txt'))).toEqual([]);
});

let fresh = 0;
/** What a server started now would write: HTML, copies and manifests compared byte for byte with the kept folder. */
const expectSameAsFirstBuild = () =>
  expectFirstBuild({
    dev,
    siteDir: site.dir,
    cacheDir: join(outRoot, `fresh-${(fresh += 1)}`),
    compared: (file) => /\.(html|md|txt)$/.test(file) || /routes-\w+\.js$/.test(file),
  });

async function saved(path: string, change: (text: string) => string): Promise<RebuildReport & { ok: true }> {
  await site.edit(path, change);
  const report = await dev.rebuild([{ kind: 'change', file: join(site.dir, path) }]);
  if (!report.ok) throw new Error(report.problems.map((problem) => problem.message).join('\n'));
  return report as RebuildReport & { ok: true };
}

describe('serve --watch rebuilds', () => {
  it('a body edit renders only the pages of that file, and the folder equals a first build', async () => {
    const report = await saved('docs/intro.md', (text) => `${text}\n## A new section\n\n\`\`\`python\nprint("new code")\n\`\`\`\n`);
    expect([...report.changed].sort()).toEqual(['/docs/intro', '/es/docs/intro']);
    expect(await readFile(join(dev.outDir, 'docs/intro.html'), 'utf8')).toContain('id="a-new-section"');
    await expectSameAsFirstBuild();
  });

  it('a body edit that renames the page (its first heading is its title) takes the whole path', async () => {
    await saved('docs/01-guides/02-second.md', (text) => text.replace('# Second guide', '# Second, by its heading'));
    expect(await readFile(join(dev.outDir, 'docs/guides/second.html'), 'utf8')).toContain('<title>Second, by its heading · Fixture</title>');
    await expectSameAsFirstBuild();
  });

  it("a body edit of a page's first paragraph (its description) rewrites its line of llms.txt, on the short path", async () => {
    // A body edit first, as a writer's saves go: the pass after it starts from the short path's state.
    await saved('docs/01-guides/02-second.md', (text) => `${text}\nA closing line.\n`);
    const before = await readFile(join(dev.outDir, 'llms.txt'), 'utf8');
    const report = await saved('docs/01-guides/02-second.md', (text) => text.replace('The second guide.', 'The second guide, described anew.'));
    // The guide's card on the Guides category's generated index says its description: the sidebar
    // that holds it in every page of the sidebar is a new chunk, so those pages render again.
    expect([...report.changed].sort()).toEqual([
      '/docs/category/guides',
      '/docs/guides/first',
      '/docs/guides/second',
      '/docs/intro',
      '/es/docs/category/guides',
      '/es/docs/guides/first',
      '/es/docs/guides/second',
      '/es/docs/intro',
    ]);
    expect(await readFile(join(dev.outDir, 'docs/category/guides.html'), 'utf8')).toContain('title="The second guide, described anew."');
    const after = await readFile(join(dev.outDir, 'llms.txt'), 'utf8');
    expect(before).not.toContain('described anew');
    expect(after).toMatch(/\/docs\/guides\/second\.md\): The second guide, described anew\./);
    await expectSameAsFirstBuild();
  });

  it('a front matter edit takes the whole path: pagination and sidebars follow', async () => {
    const report = await saved('docs/01-guides/01-first.md', (text) => `---\nsidebar_label: First, relabelled\n---\n\n${text}`);
    expect(report.changed).toContain('/docs/intro');
    await expectSameAsFirstBuild();
  });

  it('an MDX body edit bundles its module again, and the pages that name it render again', async () => {
    const report = await saved('docs/widget.mdx', (text) => text.replace('First words', 'Second words'));
    expect([...report.changed].sort()).toEqual(['/docs/widget', '/es/docs/widget']);
    expect(await readFile(join(dev.outDir, 'docs/widget.html'), 'utf8')).toContain('<strong>Second words</strong>');
    await expectSameAsFirstBuild();
  });

  it('a page that fails to render leaves the pages rendered in that pass stored: after the fix they do not render again', async () => {
    const tabs = (second: string) =>
      `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Broken tabs\n\n<Tabs><TabItem value="a">A</TabItem><TabItem value="${second}">B</TabItem></Tabs>\n`;
    // One save relabels a guide, which changes the sidebar of every doc, and adds a page that fails.
    await site.edit('docs/01-guides/01-first.md', (text) => text.replace('sidebar_label: First, relabelled', 'sidebar_label: First, once more'));
    await site.write('docs/broken-tabs.mdx', tabs('a'));
    const failed = await dev.rebuild([
      { kind: 'change', file: join(site.dir, 'docs/01-guides/01-first.md') },
      { kind: 'add', file: join(site.dir, 'docs/broken-tabs.mdx') },
    ]);
    expect(failed.ok ? [] : failed.problems.map((problem) => problem.name)).toEqual(['RenderFailed']);
    const fixed = await saved('docs/broken-tabs.mdx', () => tabs('b'));
    // The other docs rendered in the failed pass: their entries were stored then.
    expect(fixed.changed.filter((href) => !href.startsWith('/es/'))).toEqual(['/docs/broken-tabs']);
    await expectSameAsFirstBuild();
  });

  it('a save that changes nothing renders nothing', async () => {
    const report = await saved('docs/intro.md', (text) => text);
    expect(report.changed).toEqual([]);
  });
});
