// The build behind `serve --watch` and `start`: one full build into a private folder, then rebuilds
// that redo only what the changed files affect (the memo decides, see pipeline/cache/memo.ts),
// written in place. A rebuild never throws for a problem in the site: it reports the problems and
// the folder keeps the pages of the last good build, which the server goes on serving.
// The folder and the memo are a build cache of their own (`.docgen-cache/serve`, build-cache.ts):
// saved after the first build and when the server stops, so that the next start on an unchanged
// site reuses every page. Between the two, the state is moved aside (a server killed mid-session
// leaves no state, and its next start builds from scratch).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { runStages, type StagesResult } from '../pipeline/build.js';
import { checkLocale, protectedPaths } from '../config/build-scope.js';
import { createBuildMemo, invalidateFiles, type BuildMemo } from '../pipeline/cache/memo.js';
import { cacheOutDir, openBuildCache, type BuildCache } from '../pipeline/cache/build-cache.js';
import { warmUpCompiler } from '../pipeline/compile/compile-page.js';
import { searchEnabled } from '../pipeline/search/search-index.js';
import { writeSearchIndex } from '../pipeline/search/search-queue.js';
import { ignoredWarning, loadConfig } from '../config/load-config.js';
import { setKeyRoot } from '../hash.js';
import { logger } from '../logger.js';
import type { SiteConfig } from '../config/resolve-config.js';
import { DocgenError, problems, type Problem } from '../errors.js';
import { checkOutDir } from '../pipeline/output/output-dir.js';
import { RUNTIME_DIR } from '../paths.js';
import { normalizePathname, routeHref } from '../../runtime/shared/urls.js';
import { codeOptionsOf } from '../config/code-themes.js';
import { hasHostedPlugins, hostPlugins, leftOut, withPlugins } from '../plugins/plugin-host.js';

export type ChangeKind = 'add' | 'change' | 'unlink';

export interface FileChange {
  readonly kind: ChangeKind;
  /** Absolute path. */
  readonly file: string;
}

export type RebuildReport =
  | {
      readonly ok: true;
      readonly ms: number;
      readonly pages: number;
      /** Public hrefs of the pages written (or removed) by this rebuild. */
      readonly changed: readonly string[];
      /** 'full': open pages must load again (config, theme, static files); 'content': pages can swap their content in place. */
      readonly reload: 'full' | 'content';
    }
  | { readonly ok: false; readonly ms: number; readonly problems: readonly Problem[] };

export interface DevBuild {
  /** The folder served (known once the first build opened the cache). */
  readonly outDir: string;
  /** Builds what `changes` affect; the first call (no changes) builds everything. */
  rebuild(changes: readonly FileChange[]): Promise<RebuildReport>;
  /** Files and folders to watch for the current config. */
  watchedPaths(): string[];
  /** Waits for a search index update still running. */
  settle(): Promise<void>;
  /** Saves the state for the next start and lets the cache go. */
  close(): Promise<void>;
}

/** Config-level files besides the config: docs versions lists (`versions.json`, `<id>_versions.json`). */
const isVersionsFile = (file: string, siteDir: string) => dirname(file) === siteDir && /(^|_)versions\.json$/.test(basename(file));

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + sep);

/** A watched path up to its first glob character (`docs/**` and the like give `docs`): the folder to watch. */
const staticPart = (path: string) => {
  const glob = path.search(/[*?[{]/);
  return glob === -1 ? path : dirname(path.slice(0, glob + 1));
};

/** Whether a plugin watches the file (one of its paths, or below one, or below a glob's folder). */
const watchedByPlugins = (config: SiteConfig, file: string) => (config.plugins?.watch ?? []).some((path) => inside(staticPart(path), file));

/** The public href of a page's file in the output (`docs/intro.html`, `docs/intro/index.html`):
 * its route path (locale prefix included) under the base URL. */
const hrefOfPage = ({ file, outDir, config }: { file: string; outDir: string; config: SiteConfig }): string =>
  routeHref({
    baseUrl: config.baseUrl,
    prefix: '',
    path: normalizePathname(`/${relative(outDir, file).split(sep).join('/')}`),
    trailingSlash: config.trailingSlash,
  });

export function createDevBuild({
  siteDir,
  configFile,
  cacheDir,
  locale,
}: {
  siteDir: string;
  configFile?: string;
  cacheDir: string;
  locale?: string;
}): DevBuild {
  const root = resolve(siteDir);
  let config: SiteConfig | undefined;
  /** The config as the site wrote it, before its plugins ran: they run again from it. */
  let written: SiteConfig | undefined;
  let memo: BuildMemo = createBuildMemo();
  let entryScript: string | undefined;
  let search = Promise.resolve();
  let outDir = cacheOutDir(cacheDir);
  /** The session's cache while its memo is the one kept (a new config starts another memo). */
  let cache: BuildCache | undefined;
  /** Whether the state is moved aside (a rebuild is changing the folder since the last save). */
  let begun = false;
  /** Whether the search index was written again after the first build, outside the memo. */
  let reindexed = false;
  /** Whether the cache was opened (once: a first build that failed is tried again in the same folder). */
  let opened = false;

  async function loadSiteConfig(): Promise<SiteConfig> {
    setKeyRoot(root);
    const loaded = await loadConfig({ siteDir: root, configFile });
    checkOutDir({ outDir, siteDir: root, protectedPaths: protectedPaths(loaded) });
    written = loaded;
    const withPlugins = await runPlugins(loaded);
    // A new config can change every page; the old pages' files are kept for removal. The cache
    // was opened for the old one: this session saves no more state, its next start builds anew.
    memo = { ...createBuildMemo(), rendered: memo.rendered };
    await forgetCache();
    return withPlugins;
  }

  /** Opens the session's cache, or a private folder of this process when another holds it. */
  async function openCache(current: SiteConfig): Promise<void> {
    const open = await openBuildCache({
      config: current,
      localeCodes: checkLocale({ config: current, locale }),
      includeDrafts: true,
      publishedDir: outDir,
      root: cacheDir,
      memoNeeded: true,
    }).catch((error: unknown) => {
      logger.warn(`cannot use the cache of earlier starts (${relative(root, cacheDir)}): ${(error as Error).message}`);
      return undefined;
    });
    if (open) {
      cache = open;
      memo = open.memo;
      return;
    }
    outDir = join(cacheDir, `out-${process.pid}`);
    await rm(outDir, { recursive: true, force: true });
  }

  async function forgetCache(): Promise<void> {
    const open = cache;
    cache = undefined;
    await open?.release();
  }

  /** Writes the state of the folder as it is, for the next start. */
  async function save(): Promise<void> {
    if (!cache || !begun) return;
    // The search index written after a save is not in the memo: the next start indexes again.
    if (reindexed) memo.search.clear();
    await cache.keep();
    begun = false;
  }

  /** The config with what the site's plugins give now (they run again when a path they watch changes). */
  async function runPlugins(loaded: SiteConfig): Promise<SiteConfig> {
    const hosted = hasHostedPlugins(loaded) ? await hostPlugins({ config: loaded, outDir, mode: 'development' }) : undefined;
    const ignored = ignoredWarning({ configFile: loaded.configFile, ignored: leftOut({ config: loaded, hosted }) });
    if (ignored) logger.warn(ignored);
    return withPlugins(loaded, hosted);
  }

  async function syncStatic(current: SiteConfig, changes: readonly FileChange[]): Promise<boolean> {
    let touched = false;
    for (const { kind, file } of changes) {
      const dir = current.staticDirs.find((candidate) => inside(candidate, file));
      if (!dir) continue;
      touched = true;
      const target = join(outDir, relative(dir, file));
      if (kind === 'unlink') await rm(target, { force: true, recursive: true });
      else if (existsSync(file)) {
        await mkdir(dirname(target), { recursive: true });
        await copyFile(file, target);
      }
    }
    return touched;
  }

  function scheduleSearch(current: SiteConfig, result: StagesResult): void {
    if (result.rendered.length === 0 && result.removed.length === 0) return;
    // Indexing a locale takes longer than a rebuild: it runs after the reload, one at a time.
    reindexed = true;
    search = search.then(async () => {
      for (const [code, records] of result.records) {
        if (records.length === 0 && !searchEnabled(current)) continue;
        await writeSearchIndex({ records, outDir, locale: code }).catch(() => undefined);
      }
    });
  }

  async function rebuild(changes: readonly FileChange[]): Promise<RebuildReport> {
    const start = performance.now();
    const elapsed = () => performance.now() - start;
    try {
      const first = entryScript === undefined;
      const configChanged = !config || changes.some(({ file }) => file === config?.configFile || isVersionsFile(file, root));
      if (configChanged) config = undefined;
      // A path a plugin watches (getPathsToWatch) changed: the plugins load their content again.
      if (config?.plugins && changes.some(({ file }) => watchedByPlugins(config as SiteConfig, file))) config = await runPlugins(written ?? config);
      const current = (config ??= await loadSiteConfig());
      if (!opened) {
        opened = true;
        await openCache(current);
      }
      if (cache && !begun) {
        await cache.begin();
        begun = true;
      }
      const staticChanged = await syncStatic(current, changes);
      // Copied again by the static stage, so that the output's files name the new ones.
      if (staticChanged) memo.staticFiles = undefined;
      const sidebarFiles = new Map(current.docInstances.flatMap((instance) => (instance.sidebarPath ? [[instance.key, instance.sidebarPath] as const] : [])));
      invalidateFiles({ memo, files: changes.map(({ file }) => file), sidebarFiles });
      const result = await runStages({
        config: current,
        localeCodes: checkLocale({ config: current, locale }),
        includeDrafts: true,
        // Workers pay off for the first build of a large site; a rebuild is a few pages.
        ...(first ? {} : { workers: 0 }),
        writeDir: outDir,
        memo,
        indexSearch: first,
        llmsFullText: false,
        changed: changes.map(({ file }) => file),
        watch: true,
      });
      const entryChanged = entryScript !== undefined && entryScript !== result.entryScript;
      entryScript = result.entryScript;
      if (first) {
        await save();
        await warmUpCompiler({ code: true, prism: codeOptionsOf(current.themeConfig.prism) });
      } else scheduleSearch(current, result);
      // A page whose route is gone changed too: open copies of it reload to the 404 page.
      const hrefs = [...result.rendered, ...result.removed.map((file) => hrefOfPage({ file, outDir, config: current }))];
      return {
        ok: true,
        ms: elapsed(),
        pages: result.pages,
        changed: hrefs,
        reload: first || configChanged || entryChanged || staticChanged ? 'full' : 'content',
      };
    } catch (error) {
      if (error instanceof DocgenError) return { ok: false, ms: elapsed(), problems: error.problems };
      return { ok: false, ms: elapsed(), problems: [problems.internal({ reason: error instanceof Error ? error.message : String(error) })] };
    }
  }

  function watchedPaths(): string[] {
    const paths = new Set<string>([
      join(root, 'site.config.ts'),
      join(root, 'site.config.mts'),
      join(root, 'site.config.js'),
      join(root, 'site.config.mjs'),
      join(root, 'versions.json'),
    ]);
    if (configFile) paths.add(resolve(root, configFile));
    if (config) {
      paths.add(config.configFile);
      for (const instance of config.docInstances) {
        paths.add(instance.path);
        if (instance.sidebarPath) paths.add(instance.sidebarPath);
        paths.add(join(root, `${instance.id}_versions.json`));
      }
      paths.add(config.i18nDir);
      if (config.pagesDir) paths.add(config.pagesDir);
      for (const blog of config.blogs) paths.add(blog.path);
      for (const dir of config.staticDirs) paths.add(dir);
      for (const path of config.plugins?.watch ?? []) paths.add(staticPart(path));
    }
    // The theme, and whatever else the bundles read (components a page imports).
    paths.add(RUNTIME_DIR);
    for (const file of memo.bundle?.inputs ?? []) if (!inside(RUNTIME_DIR, file) && !file.includes(`${sep}node_modules${sep}`)) paths.add(file);
    return [...paths].filter((path) => !inside(outDir, path));
  }

  return {
    get outDir() {
      return outDir;
    },
    rebuild,
    watchedPaths,
    settle: () => search,
    async close() {
      await search;
      await save().catch((error: unknown) => logger.warn(`could not save the state for the next start: ${(error as Error).message}`));
      await forgetCache();
    },
  };
}
