// The build, top to bottom. The only file that knows the order of the stages, which run between
// the config and the publish step (build-site.ts loads the config; publish.ts locks, opens the
// cache, links and swaps, and loads this module only when a stage has to run):
// content and routes -> compile (MDX first, Markdown goes on in the worker pool; then
// the Markdown copies, in the pool) -> bundle -> blog lists -> links -> per locale: sidebars, manifest, render,
// sitemap, its search bundles handed to the queue -> llms.txt (once the copies are written) -> blog feeds ->
// redirects -> search (the bundles not yet written) -> static -> _headers. The bundle waits for the MDX pages (the modules of those
// not compiled to data are in it) and comes before render because every page's HTML names the hashed bundle files; a locale's
// search bundles are written while the next locale renders. Stages only read the memo (memo.ts):
// what they return for the next pass is stored here.
import type { SiteConfig } from '../config/resolve-config.js';
import { DocgenError } from '../errors.js';
import { laterProgress, logger, task } from '../logger.js';
import { bundleStage } from './bundle/bundle-stage.js';
import { checkSiteLinks } from './check-links.js';
import { type CompiledLocale, joinFormats, startCompile } from './compile/compile.js';
import { addSiteBlogPages, writeSiteFeeds } from './blog/blog-pages.js';
import { createExecutor, WORKER_THRESHOLD } from './workers/executor.js';
import { rememberCode } from './compile/highlight-stage.js';
import { mergeSources } from './site/csp.js';
import { writeHeaders } from './site-files/headers.js';
import { copyStatic } from './site-files/static-files.js';
import type { BuildMemo } from './cache/memo.js';
import { createOutput, type Output } from './output/output.js';
import { fitHeapsToSite } from './workers/heap-policy.js';
import { loadSite, rememberRead, rememberSite } from './site/load-site.js';
import { writeSiteLlmsTxt } from './site-files/llms-txt.js';
import { docsHistory } from '../content/git-history.js';
import { writeRedirects } from './site-files/redirects.js';
import { renderLocale, type RenderedLocale } from './render/render-locale.js';
import type { SearchRecord } from './search/search-index.js';
import { createSearchQueue, startSearchWorker, type SearchQueue } from './search/search-queue.js';
import { planSearch, writeSearch } from './search/search-stage.js';
import { createSiteData } from './site/site-data.js';
import type { CompiledPage } from './compile/compile-types.js';
import type { Reusable } from './reuse/reuse.js';

export interface StagesInput {
  readonly config: SiteConfig;
  readonly localeCodes: readonly string[];
  readonly includeDrafts?: boolean;
  readonly workers?: number;
  /** Folder the files are written to. */
  readonly writeDir: string;
  /** What the last pass into the same `writeDir` did: only pages whose inputs changed are
   * compiled and rendered again, and the files of vanished pages are deleted. */
  readonly memo?: BuildMemo;
  /** False leaves the search index to the caller (records are returned). */
  readonly indexSearch?: boolean;
  /** False writes no llms-full.txt (serve --watch): it is made of every page's copy, work in
   * proportion to the site on every save that changes a page. */
  readonly llmsFullText?: boolean;
  /** Print why each page is compiled or rendered again (--debug). */
  readonly explain?: boolean;
  /** Files saved since the memo's pass (serve --watch): when only Markdown bodies changed, only
   * their pages are planned, compiled and rendered (load-site.ts). */
  readonly changed?: readonly string[];
  /** serve --watch: another pass follows in this process, and reuses what the link check found. */
  readonly watch?: boolean;
}

export interface StagesResult {
  readonly pages: number;
  /** Public hrefs of the pages written by this pass. */
  readonly rendered: readonly string[];
  /** Output files deleted because their route is gone. */
  readonly removed: readonly string[];
  /** URL of the client entry script: when it changes, open pages need a full reload. */
  readonly entryScript: string;
  /** Locale -> search records of its pages. */
  readonly records: ReadonlyMap<string, readonly SearchRecord[]>;
  /** Every file that belongs to this output (anything else in `writeDir` is left from an earlier pass). */
  readonly files: ReadonlySet<string>;
}

/** Every stage after the config, into `writeDir`. */
export async function runStages(input: StagesInput): Promise<StagesResult> {
  const { config, localeCodes, memo, writeDir, explain } = input;
  const { tables, edited, read } = await task('content', () =>
    loadSite({ config, localeCodes, includeDrafts: input.includeDrafts, memo, changed: input.changed }),
  );
  rememberRead({ memo, read });
  // Until this pass succeeds, the next one reads the whole site.
  if (memo) memo.site = undefined;
  const pageCount = tables.reduce((sum, table) => sum + table.routes.length, 0);
  fitHeapsToSite({ pages: pageCount });
  const site = createSiteData({ config, tables });
  // Every file of this pass is written through it or added to it: the cache keeps those and drops the rest.
  const output = createOutput({ dir: writeDir, baseUrl: config.baseUrl });
  const executor = createExecutor({ threads: input.workers, tasks: async () => (await import('./worker-tasks.js')).runTask });
  let searchQueue: SearchQueue | undefined;
  try {
    // A build with nothing compiled yet starts its workers now: they warm up while jobs are planned.
    if (!memo?.compiled.size && tables.reduce((sum, table) => sum + table.byFile.size, 0) >= WORKER_THRESHOLD) executor.prestart();
    const progress = { mdx: laterProgress(), md: laterProgress() };
    const history = await docsHistory({ instances: config.docInstances, blogs: config.blogs, i18nDir: config.i18nDir });
    const compiling = startCompile({
      history,
      config,
      tables,
      strings: site.strings,
      output,
      executor,
      memo,
      explain,
      progress: { mdx: progress.mdx.progress, md: progress.md.progress },
      ...(edited ? { edited } : {}),
    });
    // Each locale's search bundles are written while the next locale renders. In an edit on a site
    // whose search has bundles in more than one service, a worker starts now and is ready by the
    // time the edited pages are rendered.
    const searching = site.search && input.indexSearch !== false;
    if (searching) {
      const started = compiling.planned > 0 && !executor.pooled && (memo?.search.size ?? 0) > 1 ? startSearchWorker() : undefined;
      searchQueue = createSearchQueue({ outDir: output.dir, ...(started ? { started } : {}) });
    }
    // The compiled pages are remembered as each format is done, whatever a later stage does: the
    // next pass (serve --watch, after a broken component is fixed) reuses them.
    compiling.mdx.then(
      (done) => rememberCompiled({ store: memo?.mdx, done }),
      () => undefined,
    );
    compiling.md.then(
      (done) => rememberCompiled({ store: memo?.compiled, done }),
      () => undefined,
    );
    // After a body edit the old blocks of the edited files stay until a pass that reads the whole
    // site; a pass that compiles nothing leaves the stored code unread (build-cache.ts).
    compiling.code.then(
      (code) => {
        const everyFile = edited || compiling.planned === 0 ? undefined : new Set(tables.flatMap((table) => [...table.byFile.keys()]));
        if (memo && code) rememberCode({ memo: memo.highlights, code, ...(everyFile ? { files: everyFile } : {}) });
      },
      () => undefined,
    );
    // MDX pages are modules in the bundle; Markdown pages go on compiling in the pool meanwhile.
    const mdx = await task('compile mdx', (shown) => {
      progress.mdx.attach(shown);
      return compiling.mdx;
    });
    const {
      bundled,
      kept: bundleKept,
      entry,
    } = await bundleStage({
      config,
      site,
      tables,
      mdx,
      contexts: compiling.contexts,
      output,
      writeDir,
      stored: memo?.bundle,
    });
    if (memo) memo.bundle = entry;
    const markdown = await task('compile', (shown) => {
      progress.md.attach(shown);
      return compiling.md;
    });
    const { compiled, fresh } = joinFormats({ tables, markdown, mdx, bundled });
    // A blog's lists show its posts' excerpts, known once both formats are compiled.
    addSiteBlogPages({ tables, compiled, strings: site.strings, output });
    // A file shared by several locales (an untranslated doc) warns once, not once per locale.
    for (const warning of new Set(fresh.flatMap((page) => page.warnings))) logger.warn(warning);
    checkSiteLinks({ config, tables, compiled, remember: input.watch === true });
    const locales: RenderedLocale[] = [];
    const searches: ReturnType<typeof searchLocale>[] = [];
    for (const table of tables) {
      const pages = compiled.get(table.locale.code) ?? new Map<string, CompiledPage>();
      const rendered = await task(`render ${table.locale.code}`, (progress) =>
        renderLocale({
          config,
          site,
          table,
          tables,
          compiled: pages,
          bundle: bundled,
          output,
          progress,
          executor,
          memo,
          explain,
          // A new bundle is named in every page: all of them render again.
          ...(edited && bundleKept ? { edited } : {}),
        }),
      );
      memo?.rendered.set(table.locale.code, rendered.entries);
      if ('problems' in rendered) throw new DocgenError(rendered.problems);
      memo?.sitemaps.set(table.locale.code, rendered.sitemapKey);
      locales.push(rendered);
      if (searchQueue) searches.push(searchLocale({ rendered, memo, queue: searchQueue, output }));
    }
    // The copies were written in the pool meanwhile; llms-full.txt is made of them.
    const rewritten = await compiling.copies;
    // No later stage runs in the pool: its workers' memory is freed before llms-full.txt, the
    // search index and the state are made (at 10,000 pages the peak came after render).
    await executor.close();
    if (config.llms) {
      const sidebars = new Map(locales.map((locale) => [locale.locale, locale.sidebars]));
      const fullText = config.llms.fullText && input.llmsFullText !== false;
      const keys = writeSiteLlmsTxt({ config, tables, sidebars, compiled, output, fullText, rewritten, ...(memo ? { stored: memo.llms } : {}) });
      for (const [locale, key] of keys) memo?.llms.set(locale, key);
    }
    const feeds = await writeSiteFeeds({ config, tables, compiled, output, ...(memo ? { stored: memo.feeds } : {}) });
    for (const [locale, key] of feeds) memo?.feeds.set(locale, key);
    const redirects = config.redirects ? await task('redirects', async () => writeRedirects({ config, tables, strings: site.strings, output })) : undefined;
    if (redirects?.problems.length) throw new DocgenError(redirects.problems);
    const indexed = searches.filter((search) => search.writes).map((search) => search.locale);
    const indexing = Promise.all(searches.map((search) => search.done));
    const searched = indexed.length > 0 ? await task(`search ${indexed.join(' ')}`, () => indexing) : await indexing;
    for (const { written } of searched) for (const [name, entry] of written) memo?.search.set(name, entry);
    const kept = memo?.staticFiles;
    if (kept) output.add(kept);
    const staticFiles = kept ?? (await task('static', () => copyStatic({ config, output })));
    if (memo) memo.staticFiles = staticFiles;
    writeHeaders({
      config,
      output,
      sources: mergeSources([...locales.map((locale) => locale.policy), redirects?.policy, bundled.policy]),
    });
    rememberSite({ memo, localeCodes, includeDrafts: input.includeDrafts, tables });
    return {
      pages: pageCount,
      rendered: locales.flatMap((locale) => locale.rendered),
      removed: locales.flatMap((locale) => locale.removed),
      entryScript: bundled.entry.script,
      records: new Map(locales.map((locale) => [locale.locale, locale.records])),
      // Made when publish asks: serve --watch does not.
      get files() {
        return output.files;
      },
    };
  } finally {
    // Waited for after a failure too: no bundle is written into the folder once the pass is over.
    await Promise.all([searchQueue?.close(), executor.close()]);
  }
}

/** Hands a rendered locale's changed search bundles to the queue; `done` settles once they are written. */
function searchLocale({ rendered, memo, queue, output }: { rendered: RenderedLocale; memo?: BuildMemo; queue: SearchQueue; output: Output }) {
  const plan = planSearch({ locale: rendered.locale, records: rendered.records, memo });
  const done = writeSearch({ plan, queue, output });
  // Awaited with the other locales' after rendering; a failure meanwhile is not unhandled.
  done.catch(() => undefined);
  return { locale: rendered.locale, writes: plan.todo.length > 0, done };
}

/** Stores each locale's compiled pages, with their keys, in the memo's map for their format. */
function rememberCompiled<T>({ store, done }: { store?: Map<string, ReadonlyMap<string, Reusable<T>>>; done: ReadonlyMap<string, CompiledLocale<T>> }): void {
  for (const [locale, { entries }] of done) store?.set(locale, entries);
}
