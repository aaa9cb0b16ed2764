// The build, top to bottom. The only file that knows the order of the stages:
// config -> content and routes -> compile (MDX first, Markdown goes on in the worker pool) ->
// bundle -> links -> per locale: sidebars, manifest, render, sitemap -> search -> static ->
// _headers -> publish (cache commit, link, swap). The bundle waits for the MDX pages (their
// modules are in it) and comes before render because every page's HTML names the hashed bundle files.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { SiteConfig } from '../config/resolve-config.js';
import { loadConfig } from '../config/load-config.js';
import { loadContent } from '../content/load-content.js';
import { DocgenError, formatProblem, problems } from '../errors.js';
import { logger, task } from '../logger.js';
import { localeInfo } from '../routes/i18n.js';
import { buildRouteTable, type RouteTable } from '../routes/route-table.js';
import { loadSidebars, type SidebarsDefinition } from '../routes/sidebars.js';
import { cacheRoot, linkOutput, openBuildCache, type BuildCache } from './build-cache.js';
import { bundle } from './bundle.js';
import { checkLinks } from './check-links.js';
import { startCompile, type CompiledPage } from './compile.js';
import { createExecutor, WORKER_THRESHOLD, type Executor } from './executor.js';
import { contentSecurityPolicy, scriptHash, writeHeadersFile } from './csp.js';
import { copyStatic, emitSidebars, routeManifest } from './emit.js';
import { colorModeScript } from './html-document.js';
import { inputKey, type BuildMemo } from './memo.js';
import { checkOutDir, commitOutput, discardOutput, fileSystemProblem, lockOutput, prepareOutput } from './output-dir.js';
import { renderRoutes } from './render.js';
import { searchIndexJobs, writeSearchIndexes, type SearchIndexJob, type SearchRecord } from './search-index.js';
import { createSiteData } from './site-data.js';
import { sitemapFile, sitemapUrls, writeSitemap } from './sitemap.js';

export interface BuildOptions {
  readonly siteDir: string;
  readonly outDir?: string;
  readonly configFile?: string;
  /** Build only this locale. */
  readonly locale?: string;
  readonly includeDrafts?: boolean;
  /** Worker threads for compile and render; default: by site size and cores; 0 keeps all work in the main thread. */
  readonly workers?: number;
  /** Reuse and update `.docgen-cache/build/` (default true); false builds everything from scratch. */
  readonly cache?: boolean;
  /** Print why each page is compiled or rendered again (--debug). */
  readonly explain?: boolean;
}

export interface BuildResult {
  readonly config: SiteConfig;
  readonly outDir: string;
  readonly pages: number;
  /** 'warm': a trusted cache was used; 'cold': the cache was empty or not trusted; 'off': no cache. */
  readonly cache: 'warm' | 'cold' | 'off';
  /** Public hrefs of the pages rendered by this build (the others came from the cache). */
  readonly rendered: readonly string[];
}

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
  /** Route manifests under fixed names (`routes-en.js`), so a page that changed elsewhere in the
   * site leaves this page's HTML alone (serve --watch; the server sends them uncached). */
  readonly fixedManifestNames?: boolean;
  /** False leaves the search index to the caller (records are returned). */
  readonly indexSearch?: boolean;
  /** Print why each page is compiled or rendered again (--debug). */
  readonly explain?: boolean;
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

export function checkLocale({ config, locale }: { config: SiteConfig; locale?: string }): readonly string[] {
  const knownLocales = config.locales.map((candidate) => candidate.code);
  if (locale && !knownLocales.includes(locale)) throw new DocgenError([problems.localeUnknown({ locale, known: knownLocales })]);
  return locale ? [locale] : knownLocales;
}

export function protectedPaths(config: SiteConfig): string[] {
  return [config.configFile, ...config.docs.map((plugin) => plugin.path), ...config.staticDirs, ...(config.pagesDir ? [config.pagesDir] : [])];
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(options.siteDir);
  const config = await task('config', () => loadConfig({ siteDir, configFile: options.configFile }));
  const outDir = resolve(siteDir, options.outDir ?? 'build');
  checkOutDir({ outDir, siteDir, protectedPaths: protectedPaths(config) });
  const localeCodes = checkLocale({ config, locale: options.locale });
  const unlock = await writable(outDir, () => lockOutput({ outDir }));
  try {
    const includeDrafts = options.includeDrafts ?? false;
    const cache = options.cache === false ? undefined : await openCache({ config, localeCodes, includeDrafts });
    try {
      const target = await writable(outDir, () => prepareOutput({ outDir }));
      try {
        const input = { config, localeCodes, includeDrafts, workers: options.workers, explain: options.explain };
        const { pages, rendered } = cache
          ? await writable(outDir, () => buildWithCache({ input, cache, tmpDir: target.tmpDir }))
          : await writable(outDir, () => runStages({ ...input, writeDir: target.tmpDir }));
        await writable(outDir, () => commitOutput(target));
        logger.info(`built ${pages} pages into ${relative(process.cwd(), outDir) || '.'}`);
        return { config, outDir, pages, rendered, cache: cache ? (cache.storedPages > 0 ? 'warm' : 'cold') : 'off' };
      } catch (error) {
        await discardOutput(target).catch(() => undefined);
        throw error;
      }
    } finally {
      await cache?.release();
    }
  } finally {
    await unlock();
  }
}

/** The build cache, or undefined (with a line saying why) when another build holds it or it cannot be written. */
async function openCache(input: Parameters<typeof openBuildCache>[0]): Promise<BuildCache | undefined> {
  const where = relative(process.cwd(), cacheRoot(input.config.siteDir));
  try {
    const cache = await openBuildCache(input);
    if (!cache) logger.info(`another build is using the build cache (${where}); building without it`);
    return cache;
  } catch (error) {
    const problem = fileSystemProblem({ error, dir: where });
    if (!problem) throw error;
    logger.warn(`cannot use the build cache (${where}): ${(error as NodeJS.ErrnoException).code}; building without it`);
    return undefined;
  }
}

/**
 * Runs the stages in the cache's copy of the output, then links the output's files into the
 * build's temporary folder. A file missing from the cache (deleted by hand) means the cache
 * cannot be trusted: it is emptied and the build runs again from scratch.
 */
async function buildWithCache({
  input,
  cache,
  tmpDir,
}: {
  input: Omit<StagesInput, 'writeDir' | 'memo'>;
  cache: BuildCache;
  tmpDir: string;
}): Promise<StagesResult> {
  for (let attempt = 0; ; attempt += 1) {
    await cache.begin();
    let result: StagesResult;
    try {
      result = await writable(cacheRoot(input.config.siteDir), () => runStages({ ...input, writeDir: cache.outDir, memo: cache.memo }));
    } catch (error) {
      if (error instanceof DocgenError) await cache.keep();
      throw error;
    }
    if (cache.storedPages > 0) {
      logger.info(`cache: ${result.pages - result.rendered.length} of ${result.pages} pages unchanged, ${result.rendered.length} rendered again`);
    }
    await cache.commit({ files: result.files });
    try {
      await linkOutput({ from: cache.outDir, to: tmpDir, files: result.files });
      return result;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
      logger.warn(`the build cache is missing ${relative(cache.outDir, (error as NodeJS.ErrnoException).path ?? '')}; building again from scratch`);
      await cache.reset();
      await rm(tmpDir, { recursive: true, force: true });
      await mkdir(tmpDir, { recursive: true });
    }
  }
}

/** Runs `work`, turning a permission or full-disk failure into the problem that says what to do. */
async function writable<T>(dir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const problem = fileSystemProblem({ error, dir });
    throw problem ? new DocgenError([problem]) : error;
  }
}

/** Every stage after the config, into `writeDir`. */
export async function runStages(input: StagesInput): Promise<StagesResult> {
  const { config, localeCodes, memo, writeDir } = input;
  const tables = await task('content', async () => {
    const definitions = new Map<string, SidebarsDefinition>();
    for (const instance of config.docInstances) {
      const definition = memo?.sidebars.get(instance.key) ?? (await loadSidebars({ plugin: instance, siteDir: config.siteDir }));
      memo?.sidebars.set(instance.key, definition);
      definitions.set(instance.key, definition);
    }
    const result: RouteTable[] = [];
    for (const code of localeCodes) {
      const content = await loadContent({ config, locale: code, includeDrafts: input.includeDrafts, sources: memo?.sources });
      result.push(buildRouteTable({ config, locale: localeInfo({ config, code }), content, sidebarDefinitions: definitions }));
    }
    return result;
  });
  const site = createSiteData({ config, tables });
  const componentFiles = [
    ...new Set(tables.flatMap((table) => table.routes.flatMap((route) => (route.page?.kind === 'component' ? [route.page.file] : [])))),
  ].sort();
  const executor = createExecutor({ threads: input.workers });
  try {
    // A build with nothing compiled yet starts its workers now: they warm up while jobs are planned.
    const sources = tables.reduce((sum, table) => sum + table.byFile.size, 0);
    if (!memo?.compiled.size && sources >= WORKER_THRESHOLD) executor.prestart();
    return await renderStages({ input, tables, site, componentFiles, executor });
  } finally {
    await executor.close();
  }
}

async function renderStages({
  input,
  tables,
  site,
  componentFiles,
  executor,
}: {
  input: StagesInput;
  tables: RouteTable[];
  site: ReturnType<typeof createSiteData>;
  componentFiles: string[];
  executor: Executor;
}): Promise<StagesResult> {
  const { config, memo, writeDir } = input;
  const compiling = startCompile({ config, tables, strings: site.strings, outDir: writeDir, executor, memo, explain: input.explain });
  // MDX becomes modules before bundling: their components ship as client chunks.
  const mdx = await task('compile mdx', () => compiling.mdx);
  const mdxModules = [...mdx.values()].flatMap(({ pages }) => [...pages.values()].map((page) => page.module));
  const bundleKey = inputKey(
    { ...site, strings: null },
    componentFiles,
    mdxModules.map((module) => [module.key, module.hash]),
    writeDir,
  );
  const bundled =
    memo?.bundle?.key === bundleKey
      ? memo.bundle.result
      : await task('bundle', () => bundle({ config, siteData: site, componentFiles, mdx: mdxModules, writeDir }));
  if (memo) memo.bundle = { key: bundleKey, inputs: bundled.inputs, result: bundled };
  const markdown = await task('compile', () => compiling.md);
  const compiled = new Map<string, Map<string, CompiledPage>>();
  const fresh: CompiledPage[] = [];
  for (const table of tables) {
    const code = table.locale.code;
    const pages = markdown.get(code)?.pages ?? new Map<string, CompiledPage>();
    for (const path of markdown.get(code)?.fresh ?? []) fresh.push(...(pages.get(path) ? [pages.get(path) as CompiledPage] : []));
    const mdxPages = mdx.get(code);
    for (const [path, { module, ...page }] of mdxPages?.pages ?? []) {
      pages.set(path, { ...page, chunk: bundled.mdx.get(module.key)?.script ?? '' });
      if (mdxPages?.fresh.has(path)) fresh.push(page as CompiledPage);
    }
    compiled.set(code, pages);
  }
  // A file shared by several locales (an untranslated doc) warns once, not once per locale.
  for (const warning of new Set(fresh.flatMap((page) => page.warnings))) logger.warn(warning);
  const brokenLinks = config.onBrokenLinks === 'ignore' ? [] : checkLinks({ config, tables, compiled });
  if (brokenLinks.length > 0 && config.onBrokenLinks === 'throw') throw new DocgenError(brokenLinks);
  for (const problem of brokenLinks) logger.warn(formatProblem(problem));

  let pages = 0;
  const files = new Set<string>(bundled.files);
  for (const pagesOfLocale of compiled.values()) {
    for (const page of pagesOfLocale.values()) {
      if (page.chunkFile) files.add(page.chunkFile);
      if (page.fragments) files.add(page.fragments.file);
      for (const asset of page.assets) files.add(asset.file);
    }
  }
  for (const { pages: mdxPages } of mdx.values()) for (const page of mdxPages.values()) for (const asset of page.assets) files.add(asset.file);
  const rendered: string[] = [];
  const removed: string[] = [];
  const records = new Map<string, readonly SearchRecord[]>();
  const scriptHashes = new Set<string>();
  const searchJobs: { job: SearchIndexJob; key: string }[] = [];
  for (const table of tables) {
    const pagesOfLocale = compiled.get(table.locale.code) ?? new Map();
    const outcome = await task(`render ${table.locale.code}`, async (progress) => {
      const sidebars = await emitSidebars({ config, table, outDir: writeDir });
      const manifest = routeManifest({
        config,
        table,
        compiled: pagesOfLocale,
        bundle: bundled,
        sidebars,
        outDir: writeDir,
        fixedName: input.fixedManifestNames ?? false,
      });
      for (const { file } of sidebars.values()) files.add(file);
      files.add(manifest.file);
      const result = await renderRoutes({
        config,
        site,
        table,
        tables,
        compiled: pagesOfLocale,
        bundle: bundled,
        sidebars,
        manifestUrl: manifest.url,
        outDir: writeDir,
        progress,
        executor,
        search: site.search !== undefined,
        memo,
        explain: input.explain,
      });
      // Written after the pages: an open page that loads it finds every chunk it names.
      await manifest.write();
      const listed = sitemapUrls({ config, table });
      if (memo?.sitemaps.get(table.locale.code) !== inputKey(listed)) await writeSitemap({ config, table, outDir: writeDir, urls: listed });
      files.add(sitemapFile({ table, outDir: writeDir }));
      memo?.sitemaps.set(table.locale.code, inputKey(listed));
      return result;
    });
    const hrefs = new Map(table.routes.map((route) => [route.path, route.href]));
    rendered.push(...outcome.rendered.map((path) => hrefs.get(path) ?? path));
    for (const file of outcome.removed) await rm(file, { force: true });
    removed.push(...outcome.removed);
    records.set(table.locale.code, outcome.records);
    for (const hash of outcome.scriptHashes) scriptHashes.add(hash);
    for (const file of outcome.files) files.add(file);
    if (site.search && input.indexSearch !== false) {
      // A language's index is made again only when one of its pages or the list of them changed.
      const rendered = memo?.rendered.get(table.locale.code);
      for (const job of searchIndexJobs({ locale: table.locale.code, records: outcome.records })) {
        const key = inputKey(job.records.map((record) => [record, rendered?.get(record.file)?.key]));
        const stored = memo?.search.get(`${job.locale}/${job.language}`);
        if (stored?.key === key) for (const file of stored.files) files.add(file);
        else searchJobs.push({ job, key });
      }
    }
    pages += table.routes.length;
  }
  if (searchJobs.length > 0) {
    const locales = [...new Set(searchJobs.map(({ job }) => job.locale))];
    const written = await task(`search ${locales.join(' ')}`, () => writeSearchIndexes({ jobs: searchJobs.map(({ job }) => job), outDir: writeDir }));
    searchJobs.forEach(({ job, key }, index) => {
      memo?.search.set(`${job.locale}/${job.language}`, { key, files: written[index] ?? [] });
      for (const file of written[index] ?? []) files.add(file);
    });
  }
  if (!memo?.staticFiles) {
    const copied = await task('static', () => copyStatic({ config, outDir: writeDir }));
    if (memo) memo.staticFiles = copied;
    for (const file of copied) files.add(file);
  } else for (const file of memo.staticFiles) files.add(file);
  // A site that ships its own `_headers` (in a static folder) keeps it as written.
  if (!config.staticDirs.some((dir) => existsSync(join(dir, '_headers')))) {
    const colorMode = scriptHash(colorModeScript(config.themeConfig.colorMode));
    files.add(await writeHeadersFile({ outDir: writeDir, policy: contentSecurityPolicy({ scriptHashes: [colorMode, ...scriptHashes] }) }));
  }
  return { pages, rendered, removed, entryScript: bundled.entry.script, records, files };
}
