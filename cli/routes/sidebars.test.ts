import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SidebarPlugin } from './sidebars.js';
import type { FrontMatter } from '../content/frontmatter.js';
import type { DocFile } from '../content/load-content.js';
import { autogenerate, loadSidebars, type SidebarEntry } from './sidebars.js';

let docsDir: string;
let plugin: SidebarPlugin;

/** Only the fields autogenerate reads. */
const doc = (id: string, relPath: string, frontMatter: FrontMatter = {}): DocFile => ({ id, relPath, frontMatter }) as unknown as DocFile;

const docs: DocFile[] = [
  doc('intro', 'intro.md', { sidebar_position: 3 }),
  doc('first', '05-first.md', { sidebar_position: 1 }), // front matter beats the number prefix
  doc('second', '02-second.md'),
  doc('zebra', 'zebra.md'),
  doc('apple', 'apple.md'),
  doc('tie-b', 'tie-b.md', { sidebar_position: 7 }),
  doc('tie-a', 'tie-a.md', { sidebar_position: 7 }),
  doc('secret', 'secret.md', { unlisted: true }),
  doc('guides/b', '04-guides/b.md'),
  doc('guides/a', '04-guides/a.md'),
  doc('guides/setup', '04-guides/01-setup.md'),
  doc('guides/hidden', '04-guides/hidden.md', { unlisted: true }),
  doc('guides/advanced/deep', '04-guides/02-advanced/deep.md'),
  doc('api/ref', 'api/ref.md'),
  doc('reference/cli', '10-reference/cli.md'),
  doc('drafts/wip', 'drafts/wip.md', { unlisted: true }),
];

beforeAll(() => {
  docsDir = mkdtempSync(join(tmpdir(), 'docgen-sidebars-'));
  const folder = (name: string, category?: object) => {
    mkdirSync(join(docsDir, name), { recursive: true });
    if (category) writeFileSync(join(docsDir, name, '_category_.json'), JSON.stringify(category));
  };
  folder('04-guides', { label: 'User Guides' });
  folder('04-guides/02-advanced');
  folder('api', { position: 2.5, collapsed: false, className: 'api-cat' });
  folder('10-reference');
  folder('drafts');
  plugin = { id: 'default', path: docsDir, routeBasePath: 'docs', sidebarPath: null };
});

afterAll(() => {
  rmSync(docsDir, { recursive: true, force: true });
});

const d = (id: string): SidebarEntry => ({ type: 'doc', id });

/** Category entries as autogenerate writes them (unset meta fields are undefined). */
const category = (label: string, items: SidebarEntry[], extra: Partial<Extract<SidebarEntry, { type: 'category' }>> = {}): SidebarEntry => ({
  type: 'category',
  label,
  items,
  collapsible: undefined,
  collapsed: undefined,
  className: undefined,
  ...extra,
});

describe('autogenerate', () => {
  it('orders by position (sidebar_position, else number prefix), then name; folders become categories', () => {
    expect(autogenerate({ plugin, docs, dirName: '.' })).toEqual([
      d('first'), // sidebar_position 1
      d('second'), // prefix 2
      category('api', [d('api/ref')], { collapsed: false, className: 'api-cat' }), // _category_.json position 2.5
      d('intro'), // sidebar_position 3
      category('User Guides', [
        d('guides/setup'), // prefix 1
        category('advanced', [d('guides/advanced/deep')]), // prefix 2
        d('guides/a'),
        d('guides/b'),
      ]), // prefix 4
      d('tie-a'), // sidebar_position 7, then name
      d('tie-b'),
      category('reference', [d('reference/cli')]), // prefix 10
      d('apple'), // no position: by name
      d('zebra'),
    ]);
  });

  it('expands only the given folder', () => {
    expect(autogenerate({ plugin, docs, dirName: '04-guides' })).toEqual([
      d('guides/setup'),
      category('advanced', [d('guides/advanced/deep')]),
      d('guides/a'),
      d('guides/b'),
    ]);
  });

  it.each<[string]>([['04-guides/'], ['/04-guides'], ['/04-guides/']])('accepts dirName %j with slashes', (dirName) => {
    expect(autogenerate({ plugin, docs, dirName }).map((entry) => (entry.type === 'doc' ? entry.id : entry.type))).toEqual([
      'guides/setup',
      'category',
      'guides/a',
      'guides/b',
    ]);
  });

  it('leaves out unlisted docs, and a folder holding only unlisted docs', () => {
    const ids = JSON.stringify(autogenerate({ plugin, docs, dirName: '.' }));
    expect(ids).not.toContain('secret');
    expect(ids).not.toContain('guides/hidden');
    expect(ids).not.toContain('drafts');
  });

  it('labels a category by the folder name without its number prefix when _category_.json has no label', () => {
    const entries = autogenerate({ plugin, docs: [doc('reference/cli', '10-reference/cli.md')], dirName: '.' });
    expect(entries).toEqual([category('reference', [d('reference/cli')])]);
  });

  it('keeps a doc link from _category_.json', () => {
    const dir = join(docsDir, 'linked');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '_category_.json'), JSON.stringify({ label: 'Linked', link: { type: 'doc', id: 'linked/overview' } }));
    const entries = autogenerate({ plugin, docs: [doc('linked/overview', 'linked/overview.md')], dirName: '.' });
    expect(entries).toEqual([category('Linked', [d('linked/overview')], { link: { type: 'doc', id: 'linked/overview' } })]);
  });

  it('returns an empty list for a folder without docs', () => {
    expect(autogenerate({ plugin, docs, dirName: 'nothing-here' })).toEqual([]);
  });
});

describe('loadSidebars', () => {
  it('gives one autogenerated sidebar without a sidebars file, and none with sidebarPath false (Docusaurus turns sidebars off)', async () => {
    expect(await loadSidebars({ plugin, siteDir: docsDir })).toEqual({ defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] });
    expect(await loadSidebars({ plugin: { ...plugin, sidebarPath: false }, siteDir: docsDir })).toEqual({});
  });
});
