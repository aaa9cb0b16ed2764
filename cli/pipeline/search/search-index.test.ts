import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../tests/helpers/files.js';
import { highlightHtml } from '../../content/code/highlighter.js';
import { DEFAULT_PRISM } from '../../config/code-themes.js';
import { recordHtml, searchBody, writeSearchBundle, type SearchIndexJob } from './search-index.js';
import { createSearchQueue, startSearchWorker, writeSearchIndexes } from './search-queue.js';
import { workerFile } from '../workers/workers.js';

describe('writeSearchIndexes', () => {
  let dir: string;
  const jobs: SearchIndexJob[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docgen-search-'));
    for (const [locale, language, words] of [
      ['en', 'en', ['passkey', 'wallet', 'recovery']],
      ['es', 'es', ['clave', 'billetera', 'recuperación']],
      ['es', 'en', ['license', 'airdrop']],
    ] as const) {
      const records = await Promise.all(
        words.map(async (word, index) => {
          const file = join(dir, `${locale}-${language}-${index}.html`);
          await writeFile(file, `<html><body><main><article data-pagefind-body=""><h1>${word}</h1><p>About the ${word}.</p></article></main></body></html>`);
          return { url: `/${locale}/${word}`, language, file };
        }),
      );
      jobs.push({ locale, language, records });
    }
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the same files whichever service wrote a bundle', async () => {
    // Without the compiled worker every bundle stays in this thread, and the comparison says nothing.
    expect(workerFile('search-worker')).not.toBeNull();
    const spread = join(dir, 'spread');
    const files = await writeSearchIndexes({ jobs, outDir: spread });
    const alone = join(dir, 'alone');
    for (const each of jobs) await writeSearchBundle({ ...each, outDir: alone });
    expect(files.map((list) => list.length > 0)).toEqual([true, true, true]);
    expect(files[2]?.every((file) => file.startsWith(join(spread, 'pagefind', 'es', 'en')))).toBe(true);
    const [a, b] = await Promise.all([snapshot(spread), snapshot(alone)]);
    expect(Object.keys(a).length).toBeGreaterThan(10);
    expect(a).toEqual(b);
  });

  it('gives a worker started ahead the bundles this thread has no time for, with the same files as one service', async () => {
    const started = startSearchWorker();
    if (!started) throw new Error('no search worker: the CLI is not compiled or the machine has one core');
    const ahead = join(dir, 'ahead');
    const files = await writeSearchIndexes({ jobs, outDir: ahead, started });
    const alone = join(dir, 'ahead-alone');
    for (const each of jobs) await writeSearchBundle({ ...each, outDir: alone });
    expect(files[2]?.every((file) => file.startsWith(join(ahead, 'pagefind', 'es', 'en')))).toBe(true);
    expect(await snapshot(ahead)).toEqual(await snapshot(alone));
    // Released with the queue: it takes nothing more.
    expect(() => started.write({ job: jobs[0] as SearchIndexJob, outDir: ahead })).toThrow('none once released');
  });

  it('writes bundles handed in while others are being written, each as one service writes it', async () => {
    const queue = createSearchQueue({ outDir: join(dir, 'queued') });
    const [first, second, third] = jobs as [SearchIndexJob, SearchIndexJob, SearchIndexJob];
    const early = queue.add([first]);
    // Handed in while the first is still being written, as the next locale's are after it renders.
    const late = queue.add([second, third]);
    const [[a], [b, c]] = await Promise.all([early, late]);
    await queue.close();
    const alone = join(dir, 'queued-alone');
    for (const each of jobs) await writeSearchBundle({ ...each, outDir: alone });
    expect([a, b, c].map((list) => (list?.length ?? 0) > 3)).toEqual([true, true, true]);
    expect(await snapshot(join(dir, 'queued'))).toEqual(await snapshot(alone));
  });

  it('rejects the bundle that fails with the locale and reason, and writes the others', async () => {
    const queue = createSearchQueue({ outDir: join(dir, 'failing') });
    const [first] = jobs as [SearchIndexJob];
    const broken: SearchIndexJob = { locale: 'xx', language: 'en', records: [{ url: '/xx/broken', language: 'en', file: dir }] };
    const failed = queue.add([broken]).then(
      () => 'written',
      (error: Error) => error.message,
    );
    const [files] = await queue.add([first]);
    await queue.close();
    expect(await failed).toMatch(/xx/);
    expect(files?.length).toBeGreaterThan(3);
  });

  it('lets a worker started ahead end when one service is enough', async () => {
    const started = startSearchWorker();
    if (!started) throw new Error('no search worker: the CLI is not compiled or the machine has one core');
    const [first] = jobs;
    if (!first) throw new Error('no job');
    const [files] = await writeSearchIndexes({ jobs: [first], outDir: join(dir, 'one'), started });
    expect(files?.length).toBeGreaterThan(3);
    // Released by writeSearchIndexes; it ends with nothing written.
    await started.release();
    await writeSearchBundle({ ...first, outDir: join(dir, 'one-alone') });
    expect(await snapshot(join(dir, 'one'))).toEqual(await snapshot(join(dir, 'one-alone')));
  });

  it('leaves out a page deleted since it was rendered (serve indexes beside the next rebuild)', async () => {
    const [first] = jobs;
    if (!first) throw new Error('no job');
    const gone = { url: '/en/gone', language: 'en', file: join(dir, 'deleted-since.html') };
    const [files] = await writeSearchIndexes({ jobs: [{ ...first, records: [...first.records, gone] }], outDir: join(dir, 'with-gone') });
    const [alone] = await writeSearchIndexes({ jobs: [first], outDir: join(dir, 'without') });
    const relative = (list: string[] | undefined, root: string) => (list ?? []).map((file) => file.slice(root.length)).sort();
    expect(relative(files, join(dir, 'with-gone'))).toEqual(relative(alone, join(dir, 'without')));
  });
});

describe('code in the index', () => {
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'docgen-search-code-'))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("leaves out code tokens' tags, and Pagefind writes the index it writes with them", async () => {
    const code = await highlightHtml(
      { lang: 'js', code: 'const zelfName = await lookup("alice.zelf");\nconsole.log(zelfName);\n', lineClassNames: {} },
      DEFAULT_PRISM,
    );
    const element = `<article data-pagefind-body=""><h1>Lookup</h1><p>Find a name.</p>${code}</article>`;
    const file = join(dir, 'page.html');
    await writeFile(file, `<html><body><main>${element}</main></body></html>`);
    const record = { url: '/docs/lookup', language: 'en', file };

    const sent = recordHtml(record) ?? '';
    expect(code).toContain('<span class="token keyword" style="color:');
    expect(sent).not.toContain('<span class="token');
    expect(sent).toContain('<div class="token-line" style="color:#1f2328">const zelfName = await lookup(&quot;alice.zelf&quot;);<br/></div>');

    // What Pagefind makes of the page with every tag, through its own API.
    const pagefind = await import('pagefind');
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error('no Pagefind index');
    await index.addHTMLFile({ url: record.url, content: `<html lang="en"><body>${element}</body></html>` });
    const { files } = await index.getFiles();
    await index.deleteIndex();
    const whole = Object.fromEntries(files.map((entry) => [entry.path, createHash('sha1').update(entry.content).digest('hex')]));

    const written = await writeSearchBundle({ locale: 'en', language: 'en', records: [record], outDir: join(dir, 'out') });
    const root = join(dir, 'out', 'pagefind', 'en', 'en') + '/';
    const ours = await snapshot(join(dir, 'out', 'pagefind', 'en', 'en'));
    expect(written.length).toBeGreaterThan(3);
    expect(Object.keys(ours).length).toBe(written.length);
    for (const [path, digest] of Object.entries(ours)) expect([path, digest]).toEqual([path, whole[path]]);
    expect(written.every((target) => target.startsWith(root))).toBe(true);
  });
});

describe("a page's searchable element", () => {
  const doc = '<html><body><nav>Menu</nav><main><article data-pagefind-body=""><h1>Keys</h1><div>Rotate</div></article></main></body></html>';
  const plugin = '<html><body><nav>Menu</nav><main class="container"><h1>Releases</h1><main>nested</main><p>2.1.0</p></main><footer>F</footer></body></html>';

  it("is the element marked data-pagefind-body, whole; a plugin's page without one is searched by its <main>", () => {
    expect(searchBody(doc)).toBe('<article data-pagefind-body=""><h1>Keys</h1><div>Rotate</div></article>');
    expect(searchBody(doc, { main: true })).toBe('<article data-pagefind-body=""><h1>Keys</h1><div>Rotate</div></article>');
    expect(searchBody(plugin)).toBeNull();
    expect(searchBody(plugin, { main: true })).toBe('<main class="container"><h1>Releases</h1><main>nested</main><p>2.1.0</p></main>');
    expect(searchBody('<html><body><p>No main</p></body></html>', { main: true })).toBeNull();
  });

  it('is marked for Pagefind when it is a <main>: once some page is marked, Pagefind leaves out the pages that are not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-search-main-'));
    try {
      const file = join(dir, 'releases.html');
      await writeFile(file, plugin);
      expect(recordHtml({ url: '/releases', language: 'en', file, main: true })).toBe(
        '<main data-pagefind-body="" class="container"><h1>Releases</h1><main>nested</main><p>2.1.0</p></main>',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
