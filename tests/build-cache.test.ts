// The persistent build cache (.docgen-cache/build): a warm build gives exactly the bytes of a build
// from scratch, redoes only what an edit touches, and ignores a cache it cannot trust.
import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { appendFile, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { saturateCores, underLoad } from './helpers/cpu-load.js';
import { listFiles, snapshot } from './helpers/files.js';
import { fixtureCopies, type FixtureSite } from './helpers/fixture.js';
import { linkOutput } from '../cli/pipeline/cache/link-output.js';
import { expectSameAsFresh } from './helpers/same-as-fresh.js';

const DOCGEN = fileURLToPath(new URL('../bin/docgen.js', import.meta.url));
const fixture = fixtureCopies();
saturateCores();

const STATE = (site: FixtureSite) => join(site.dir, '.docgen-cache', 'build', 'state');

describe(`warm builds${underLoad}`, () => {
  it('reuse every page when nothing changed, and give the same output as a build from scratch', async () => {
    const site = await fixture('basic');
    const first = await site.build();
    expect(first.cache).toBe('cold');
    expect(first.rendered.length).toBe(first.pages);
    const written = statSync(STATE(site)).ino;
    const second = await expectSameAsFresh(site);
    // No input changed since: the output of the first build is published as it is.
    expect(second.cache).toBe('unchanged');
    expect(second.rendered).toEqual([]);
    // Nothing in the memo changed: the state was moved back, not written again.
    expect(statSync(STATE(site)).ino).toBe(written);
  });

  it('keep the stamps of out/ when nothing was written, and stamp again after a build that only copied a static file', async () => {
    const site = await fixture('basic');
    await site.build();
    const stamps = join(site.dir, '.docgen-cache', 'build', 'stamps');
    const stamped = statSync(stamps).ino;
    await site.build();
    expect(statSync(stamps).ino).toBe(stamped);
    // No page changed, but a file of out/ did: its new stamp is written, so the next build trusts the cache.
    await site.edit('static/robots.txt', (text) => `${text}# changed\n`);
    expect((await expectSameAsFresh(site)).rendered).toEqual([]);
    expect(statSync(stamps).ino).not.toBe(stamped);
    const next = await site.build();
    expect(next.cache).toBe('unchanged');
    expect(next.rendered).toEqual([]);
    expect(await site.read('robots.txt')).toContain('# changed');
  });

  it('render again only the page whose Markdown changed (in each locale showing it), and write no other page', async () => {
    const site = await fixture('basic');
    await site.build();
    const written = statSync(STATE(site)).ino;
    const pages = (await listFiles(site.outDir)).filter((file) => file.endsWith('.html'));
    const inodes = () => new Map(pages.map((file) => [file, statSync(join(site.outDir, file)).ino]));
    const before = inodes();
    await site.edit('docs/intro.md', (text) => `${text}\nA sentence added after the first build.\n`);
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    expect([...result.rendered].sort()).toEqual(['/docs/intro', '/es/docs/intro']);
    expect(statSync(STATE(site)).ino).not.toBe(written);
    expect(await site.read('docs/intro.html')).toContain('A sentence added after the first build.');
    // The route manifest changed, but pages name it by a fixed URL: every other page's file is the
    // one the first build wrote (a deploy uploads two pages, not the site).
    const after = inodes();
    const rewritten = pages.filter((file) => after.get(file) !== before.get(file));
    expect(rewritten.sort()).toEqual(['docs/intro.html', 'es/docs/intro.html']);
    expect(pages.length).toBeGreaterThan(10);
  });

  it('write again only the search index files that changed, and leave the others as the first build wrote them', async () => {
    const site = await fixture('basic');
    await site.build();
    const indexFiles = async () => (await listFiles(site.outDir)).filter((file) => file.startsWith('pagefind/'));
    const inodes = async () => new Map((await indexFiles()).map((file) => [file, statSync(join(site.outDir, file)).ino]));
    const before = await inodes();
    await site.edit('docs/intro.md', (text) => `${text}\nA sentence with a new word: zanzibar.\n`);
    await expectSameAsFresh(site);
    const after = await inodes();
    const rewritten = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
    // The edited page's fragment and the index chunks holding its words are new; the search runtime,
    // the WebAssembly and every other page's fragment are the files already there.
    expect(rewritten.some((file) => file.includes('/fragment/'))).toBe(true);
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThan(after.size / 3);
    expect([...after.keys()].filter((file) => file.endsWith('pagefind.js') && after.get(file) === before.get(file)).length).toBeGreaterThan(0);
  });

  it('follow pages added, deleted and renamed, media and static files changed, as a build from scratch does', async () => {
    const site = await fixture('basic');
    await site.build();
    const steps: [string, () => Promise<void>][] = [
      ['a new page', () => site.write('docs/01-guides/03-third.md', '# Third\n\nA third guide, linking [the first](./01-first.md).\n')],
      ['a deleted page', () => unlink(join(site.dir, 'docs/01-guides/02-second.md'))],
      ['a changed image', () => site.edit('docs/01-guides/img/diagram.svg', (svg) => svg.replace('</svg>', '<circle cx="1" cy="1" r="1"/></svg>'))],
      ['a deleted static file', () => unlink(join(site.dir, 'static/robots.txt'))],
      ['a title that other pages link with', () => site.edit('docs/01-guides/01-first.md', (text) => text.replace(/^# .*$/m, '# The very first guide'))],
      ['a sidebar label', () => site.edit('docs/intro.md', (text) => text.replace('---\n', '---\nsidebar_label: Start here\n'))],
    ];
    for (const [name, change] of steps) {
      await change();
      const result = await expectSameAsFresh(site).catch((error: Error) => {
        throw new Error(`after ${name}: ${error.message}`);
      });
      expect(result.cache, name).toBe('warm');
      expect(result.rendered.length, name).toBeLessThan(result.pages);
    }
    expect(existsSync(join(site.outDir, 'robots.txt'))).toBe(false);
    expect(existsSync(join(site.outDir, 'docs/01-guides/second.html'))).toBe(false);
  });

  it('render again only the MDX page that changed, though its module is bundled with the others', async () => {
    const site = await fixture('mdx');
    await site.build();
    const scripts = async () =>
      new Map((await listFiles(join(site.outDir, 'assets/js'))).map((file) => [file, statSync(join(site.outDir, 'assets/js', file)).ino]));
    const before = await scripts();
    await site.edit('docs/query.mdx', (text) => `${text}\nOne more MDX paragraph.\n`);
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    expect(result.rendered).toEqual(['/docs/query']);
    expect(await site.read('docs/query.html')).toContain('One more MDX paragraph.');
    // The bundle is made again, but its files named as before hold the same bytes: they are left alone.
    const after = await scripts();
    const kept = [...after.keys()].filter((file) => before.get(file) === after.get(file));
    expect(kept.length).toBeGreaterThan(after.size / 2);
    expect([...after.keys()].filter((file) => !before.has(file)).length).toBeGreaterThan(0);
  });

  it('follow an edited React page', async () => {
    const site = await fixture('basic');
    await site.build();
    await site.edit('pages/index.tsx', (text) => text.replace('</h1>', ' (edited)</h1>'));
    const result = await expectSameAsFresh(site);
    expect(result.rendered).toEqual(expect.arrayContaining(['/', '/es/']));
    expect(await site.read('index.html')).toContain('(edited)</h1>');
  });
});

describe(`a build after one with no input changed${underLoad}`, () => {
  /** What the build wrote to stderr: warnings print even when the tests silence the stage lines. */
  async function stderrOf<T>(run: () => Promise<T>): Promise<{ value: T; stderr: string }> {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    try {
      return { value: await run(), stderr: written.join('') };
    } finally {
      spy.mockRestore();
    }
  }

  it('publishes the last output as it is, and prints the last warnings again', async () => {
    const site = await fixture('basic');
    await site.edit('site.config.ts', (text) => text.replace("baseUrl: '/',", "baseUrl: '/',\n  onBrokenAnchors: 'warn',"));
    await site.write('docs/warned.md', '# Warned\n\nSee [a section that is not there](./intro.md#no-such-section).\n');
    const first = await stderrOf(() => site.build());
    expect(first.value.cache).toBe('cold');
    const warning = first.stderr.split('\n').find((line) => line.startsWith('warning ') && line.includes('no-such-section'));
    expect(warning).toBeDefined();
    const files = await listFiles(site.outDir);
    const inodes = () => files.map((file) => statSync(join(site.outDir, file)).ino);
    const published = inodes();
    const second = await stderrOf(() => site.build());
    expect(second.value.cache).toBe('unchanged');
    expect(second.value.rendered).toEqual([]);
    expect(second.value.pages).toBe(first.value.pages);
    expect(second.stderr.split('\n')).toContain(warning);
    expect(inodes()).toEqual(published);
    // And it is the output of a build from scratch.
    await expectSameAsFresh(site);
  });

  it('does not trust a record of another state: the state replaced since the record was written', async () => {
    const site = await fixture('basic');
    await site.build();
    const state = await readFile(STATE(site));
    await writeFile(STATE(site), state);
    expect((await expectSameAsFresh(site)).cache).toBe('warm');
  });

  const changes: [string, (site: FixtureSite) => Promise<void>][] = [
    ['a page saved with the same bytes', (site) => site.edit('docs/intro.md', (text) => text)],
    ['a page added', (site) => site.write('docs/01-guides/04-fourth.md', '# Fourth\n\nA fourth guide.\n')],
    ['a static file deleted', (site) => unlink(join(site.dir, 'static', 'robots.txt'))],
    ['an empty folder added', async (site) => mkdirSync(join(site.dir, 'docs', 'later'))],
    ['a translation changed', (site) => site.edit('i18n/es/docusaurus-theme-classic/footer.json', (text) => text.replace('Documentación', 'Documentos'))],
  ];

  it.each(changes)('runs the stages after %s, and gives the output of a build from scratch', async (_change, change) => {
    const site = await fixture('basic');
    await site.build();
    expect((await site.build()).cache).toBe('unchanged');
    await change(site);
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    // The build that ran the stages recorded its inputs again.
    expect((await site.build()).cache).toBe('unchanged');
  });

  it('runs the stages with --debug, which says why each page is built again', async () => {
    const site = await fixture('basic');
    await site.build();
    expect((await site.build({ explain: true })).cache).toBe('warm');
  });

  it('is not told apart on a site that shows last update times (a commit changes them, and no file)', async () => {
    const site = await fixture('basic');
    await site.edit('site.config.ts', (text) => text.replace("sidebarPath: 'sidebars.ts' }", "sidebarPath: 'sidebars.ts', showLastUpdateTime: true }"));
    await site.build();
    expect(existsSync(join(site.dir, '.docgen-cache', 'build', 'inputs'))).toBe(false);
    expect((await site.build()).cache).toBe('warm');
  });
});

describe(`a cache that cannot be trusted is ignored${underLoad}`, () => {
  const CACHE_OUT = (site: FixtureSite) => join(site.dir, '.docgen-cache', 'build', 'out');
  // Each case: what happens to the site or its cache after a first build; the next build is cold,
  // renders every page and gives the bytes of a build from scratch.
  it.each<[string, (site: FixtureSite) => Promise<void>]>([
    [
      'after a config change',
      (site) => site.edit('site.config.ts', (text) => text.replace("tagline: 'A small site for tests'", "tagline: 'A changed tagline'")),
    ],
    [
      'when it was written by another docgen version',
      async (site) => {
        const state = deserialize(await readFile(STATE(site))) as { key: string };
        await writeFile(STATE(site), serialize({ ...state, key: 'written-by-docgen-0.0.1' }));
      },
    ],
    ['when its state is unreadable', (site) => writeFile(STATE(site), 'not a cache')],
    [
      'when another file of its output was deleted by hand: the build starts again from scratch',
      async (site) => {
        const media = join(CACHE_OUT(site), 'assets', 'media');
        for (const name of readdirSync(media)) await unlink(join(media, name));
      },
    ],
    ['when a build was killed while updating it (no state left): the next build is cold and complete', (site) => rm(STATE(site))],
    // A build moves the state aside while it runs and back when it changed nothing; killed in
    // between, only the moved file is left, which no build reads.
    [
      'when a build was killed after moving its state aside: the next build is cold and complete',
      async (site) => {
        await rename(STATE(site), `${STATE(site)}-begun`);
        await rm(join(site.dir, '.docgen-cache', 'build', 'stamps'));
      },
    ],
    ['when its stamps are missing', (site) => rm(join(site.dir, '.docgen-cache', 'build', 'stamps'))],
    // The output's files are hard links to the cache's: a post-processing step that edits one in
    // place has edited the cache's copy too.
    [
      'when a file of the last output was edited in place after the build',
      (site) => appendFile(join(site.outDir, 'docs', 'intro.html'), '<!-- post-processed -->'),
    ],
  ])('%s', async (_name, spoil) => {
    const site = await fixture('basic');
    await site.build();
    await spoil(site);
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('cold');
    expect(result.rendered.length).toBe(result.pages);
  });

  it('when a page of its output was deleted by hand: that page is rendered again', async () => {
    const site = await fixture('basic');
    await site.build();
    await unlink(join(CACHE_OUT(site), 'docs', 'intro.html'));
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    expect(result.rendered).toEqual(['/docs/intro']);
  });

  it("when an MDX page's data was deleted by hand (a content tree's chunk, a module's fragments): that page is compiled again, the rest reused", async () => {
    const site = await fixture('mdx');
    // A module (it has an expression) with static parts, and a content tree without any: its chunk
    // is its only file in out/.
    await site.write('docs/expression.mdx', '# Expression\n\nTwo is {1 + 1}.\n\n```js\nconst two = 2;\n```\n');
    await site.write(
      'docs/choice.mdx',
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs><TabItem value=\"a\">A</TabItem></Tabs>\n",
    );
    await site.build();
    const bootChunk = async (page: string) =>
      JSON.parse(
        /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(await readFile(join(CACHE_OUT(site), page), 'utf8'))?.[1] ?? 'null',
      ) as {
        chunk: string;
        fragments?: { url: string };
      };
    const choice = await bootChunk('docs/choice.html');
    expect(choice.fragments).toBeUndefined();
    const tree = choice.chunk.slice(1);
    const fragments = (await bootChunk('docs/expression.html')).fragments?.url.slice(1);
    expect(await readFile(join(CACHE_OUT(site), tree), 'utf8')).toContain('"tree":');
    expect(fragments).toMatch(/^assets\/data\/f-/);
    for (const file of [tree, fragments!]) {
      await unlink(join(CACHE_OUT(site), file));
      const result = await expectSameAsFresh(site);
      expect(result.cache).toBe('warm');
      expect(existsSync(join(site.outDir, file))).toBe(true);
    }
  });
});

describe(`the output shares its files with the cache${underLoad}`, () => {
  it("its files are hard links to the cache's, and a later build never writes into them", async () => {
    const site = await fixture('basic');
    await site.build();
    const cacheOut = join(site.dir, '.docgen-cache', 'build', 'out');
    const files = await listFiles(site.outDir);
    for (const file of files) expect(statSync(join(site.outDir, file)).ino, file).toBe(statSync(join(cacheOut, file)).ino);
    // Keep the first output's files under other names, then change what every writer writes: pages,
    // data chunks, the manifest, sidebars, static files, the sitemap, the search index, _headers.
    const kept = join(site.dir, 'kept');
    for (const file of files) {
      mkdirSync(dirname(join(kept, file)), { recursive: true });
      linkSync(join(site.outDir, file), join(kept, file));
    }
    // Bytes and modification times: a file written in place with the same bytes still changed.
    const state = async () => ({ bytes: await snapshot(kept), times: files.map((file) => statSync(join(kept, file)).mtimeMs) });
    const before = await state();
    await site.write('docs/01-guides/03-third.md', '# Third\n\nA third guide.\n');
    await site.edit('docs/intro.md', (text) => `${text}\nA sentence added after the first build.\n`);
    await site.edit('static/robots.txt', (text) => `${text}# changed\n`);
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    expect(await state()).toEqual(before);
  });

  it('an edit is published in the output folder as it stands: new files for what changed, the rest as they were', async () => {
    const site = await fixture('basic');
    await site.build();
    const folder = statSync(site.outDir).ino;
    const inodes = async () => new Map((await listFiles(site.outDir)).map((file) => [file, statSync(join(site.outDir, file)).ino]));
    const before = await inodes();
    await site.edit('docs/intro.md', (text) => `${text}\nA sentence added after the first build.\n`);
    await unlink(join(site.dir, 'docs/01-guides/02-second.md'));
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    // The same folder, not a new one swapped in; files this build did not change are the same files.
    expect(statSync(site.outDir).ino).toBe(folder);
    const after = await inodes();
    const kept = [...after.keys()].filter((file) => after.get(file) === before.get(file));
    expect(kept.length).toBeGreaterThan(after.size / 2);
    expect(after.get('docs/intro.html')).not.toBe(before.get('docs/intro.html'));
    expect([...before.keys()].filter((file) => file.includes('second') && !after.has(file)).length).toBeGreaterThan(0);
    // Nothing of the publishing is left beside the files.
    expect([...after.keys()].filter((file) => file.endsWith('.publishing'))).toEqual([]);
  });

  it('an edit where a file of the output becomes a folder, and a folder a file, is published as a build from scratch', async () => {
    const site = await fixture('basic');
    await site.write('static/notes', 'a file\n');
    mkdirSync(join(site.dir, 'static/kept'));
    await site.write('static/kept/readme.txt', 'a file in a folder\n');
    await site.build();
    await unlink(join(site.dir, 'static/notes'));
    mkdirSync(join(site.dir, 'static/notes'));
    await site.write('static/notes/readme.txt', 'now a folder\n');
    await rm(join(site.dir, 'static/kept'), { recursive: true });
    await site.write('static/kept', 'now a file\n');
    await expectSameAsFresh(site);
    expect(await site.read('notes/readme.txt')).toBe('now a folder\n');
    expect(await site.read('kept')).toBe('now a file\n');
  });

  it('a build that changed nothing leaves the output folder as it is; one the reader changed is published again', async () => {
    const site = await fixture('basic');
    await site.build();
    const files = await listFiles(site.outDir);
    const inodes = () => files.map((file) => statSync(join(site.outDir, file), { throwIfNoEntry: false })?.ino);
    const published = inodes();
    const folder = statSync(site.outDir).ino;
    // Nothing changed: the same folder with the same files, not new links to them in a new folder.
    await site.build();
    expect(statSync(site.outDir).ino).toBe(folder);
    expect(inodes()).toEqual(published);
    // A published file deleted and another added by hand: the next build puts the output back as built.
    await unlink(join(site.outDir, 'docs', 'intro.html'));
    await writeFile(join(site.outDir, 'added-by-hand.txt'), 'not built');
    const result = await expectSameAsFresh(site);
    expect(result.rendered).toEqual([]);
    expect(existsSync(join(site.outDir, 'added-by-hand.txt'))).toBe(false);
    // A published file replaced by another of the same name (as an editor saves): put back too.
    await site.build();
    const page = join(site.outDir, 'es', 'docs', 'intro.html');
    const built = await readFile(page, 'utf8');
    await writeFile(`${page}.new`, 'replaced by hand');
    await rename(`${page}.new`, page);
    await site.build();
    expect(await readFile(page, 'utf8')).toBe(built);
  });

  it('files are copied where they cannot be linked (another file system)', async () => {
    const site = await fixture('basic');
    await site.build({ outDir: 'first', cache: false });
    const from = join(site.dir, 'first');
    const to = join(site.dir, 'copied');
    const files = new Set((await listFiles(from)).map((file) => join(from, file)));
    let attempts = 0;
    const link = () => {
      attempts += 1;
      throw Object.assign(new Error('cross-device link not permitted'), { code: 'EXDEV' });
    };
    await linkOutput({ from, to, files, link });
    expect(attempts).toBe(1);
    expect(await snapshot(to)).toEqual(await snapshot(from));
    for (const file of await listFiles(to)) expect(statSync(join(to, file)).nlink).toBe(1);
  });
});

describe(`failures and options${underLoad}`, () => {
  it('a failed build keeps the cache: after the fix only the fixed page is rendered', async () => {
    const site = await fixture('basic');
    await site.build();
    await site.edit('docs/intro.md', (text) => `${text}\nSee [a missing page](./missing.md).\n`);
    const error = await site.buildError();
    expect(error.problems.map((problem) => problem.name)).toContain('BrokenMarkdownLink');
    await site.edit('docs/intro.md', (text) => text.replace('See [a missing page](./missing.md).', 'See the guides.'));
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    expect([...result.rendered].sort()).toEqual(['/docs/intro', '/es/docs/intro']);
  });

  it('a cache another build is using is left alone: this build runs without it', async () => {
    const site = await fixture('basic');
    await site.build();
    const lock = join(site.dir, '.docgen-cache', 'build', '.docgen-lock-out');
    // This test's own process stands for the other build: it is running.
    await writeFile(lock, JSON.stringify({ pid: process.pid, started: 'now' }));
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('off');
    expect(result.rendered.length).toBe(result.pages);
    expect(existsSync(lock)).toBe(true);
  });

  it('a cache folder that cannot be created: a warning, and the build runs without it', async () => {
    const site = await fixture('basic');
    await writeFile(join(site.dir, '.docgen-cache'), 'a file where the cache folder would be');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let printed = '';
    try {
      const result = await expectSameAsFresh(site);
      expect(result.cache).toBe('off');
      printed = stderr.mock.calls.map(([text]) => String(text)).join('');
    } finally {
      stderr.mockRestore();
    }
    expect(printed).toMatch(/^warning cannot use the build cache \(.*\.docgen-cache\/build\): ENOTDIR; building without it$/m);
  });

  it('docgen build --no-cache neither reads nor writes .docgen-cache; the default build prints what it reused', async () => {
    const site = await fixture('basic');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [DOCGEN, 'build', ...args], { cwd: site.dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    const uncached = run('--no-cache');
    expect(uncached.status, uncached.stderr).toBe(0);
    expect(existsSync(join(site.dir, '.docgen-cache'))).toBe(false);
    expect(run().stderr).not.toMatch(/^cache:/m);
    const warm = run();
    expect(warm.status, warm.stderr).toBe(0);
    expect(warm.stderr).toMatch(/^cache: (\d+) of \1 pages unchanged, 0 rendered again \(no input changed since the last build\)$/m);
  });
});
