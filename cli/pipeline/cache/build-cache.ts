// The persistent cache of `docgen build` (`.docgen-cache/build/`, safe to delete): `out/` holds the
// last build's output, `state` what that build knew about it (the memo: parsed sources, compiled
// pages, rendered page keys) and `stamps` the size and time of each file in `out/`, so the next
// build compiles and renders only what changed and links the rest into its output. The stamps are
// checked (stamps.ts) while the state is read, in a thread of their own for a large cache.
// Both are keyed by docgen's own code, the Node version, the resolved config and the build's
// options: any difference and the cache is emptied, never trusted. Each source is trusted only
// while its file's digest matches. The state is moved aside and the stamps deleted before `out/`
// is touched, and both are written again after, so a build killed in between leaves neither, and
// the next build starts cold rather than trusting a half-updated folder. A build that changed
// nothing in the memo moves the state back instead of writing it (at 10,000 pages, serialising it
// took 0.3 s). A build after which no input changed (input-record.ts) does not read the state at
// all: the cache's output is this build's.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { MarkdownSource } from '../../content/load-content.js';
import { DocgenError } from '../../errors.js';
import { stampFiles, stampOf, startStampCheck, type Stamps } from './stamps.js';
import { fileDigest } from '../../hash.js';
import { cacheKey, STATE_FORMAT } from './cache-key.js';
import { lazyHighlights } from './highlight-store.js';
import { inBatches } from './link-output.js';
import { createBuildMemo, type BuildMemo } from './memo.js';
import { fileSystemNow, inputRoots, checkInputs, listInputs, readInputRecord, readsHistory, sameRoots, writeInputRecord } from './input-record.js';
import { lockOutput } from '../output/output-dir.js';
import { filesWritten, writeFileAtomicSync } from '../output/write-atomic.js';

export const cacheRoot = (siteDir: string) => join(siteDir, '.docgen-cache', 'build');

/** The parts of the memo that outlive the process; the bundle with a digest of each file it read. */
type StoredMemo = Pick<BuildMemo, 'compiled' | 'mdx' | 'rendered' | 'sitemaps' | 'llms' | 'feeds' | 'search'> & {
  readonly sources: ReadonlyMap<string, StoredSource>;
  readonly bundle?: NonNullable<BuildMemo['bundle']> & { readonly digests: readonly (readonly [file: string, digest: string | null])[] };
};

/** A source as stored: without its body when the body is the end of the file's text, which the
 * next build reads anyway to check the file's digest (the bodies were 40% of the state). */
type StoredSource = Omit<MarkdownSource, 'body'> & { readonly body?: string };

const storedSource = (source: MarkdownSource): StoredSource => {
  if (source.bodyStart === undefined) return source;
  const { body: _body, ...rest } = source;
  return rest;
};

/** The loaded memo's top-level maps, copied: the entries are the same objects the stages reuse. */
function snapshotOf(memo: BuildMemo): StoredMemo {
  const byLocale = <V>(maps: ReadonlyMap<string, ReadonlyMap<string, V>>) => new Map([...maps].map(([locale, map]) => [locale, new Map(map)]));
  return {
    sources: new Map(memo.sources),
    compiled: byLocale(memo.compiled),
    mdx: byLocale(memo.mdx),
    rendered: byLocale(memo.rendered),
    sitemaps: new Map(memo.sitemaps),
    llms: new Map(memo.llms),
    feeds: new Map(memo.feeds),
    search: new Map(memo.search),
    ...(memo.bundle ? { bundle: { ...memo.bundle, digests: [] } } : {}),
  };
}

/** Whether loading kept every entry of the stored memo (none was dropped for a changed or missing file). */
function keptAll(stored: StoredMemo, loaded: StoredMemo): boolean {
  const sizes = (memo: StoredMemo) => [
    memo.sources.size,
    memo.search.size,
    memo.bundle ? 1 : 0,
    ...[memo.compiled, memo.mdx, memo.rendered].flatMap((maps) => [...maps.values()].map((map) => map.size)),
  ];
  return sizes(stored).join() === sizes(loaded).join();
}

/** Each file's digest, or null for a file that cannot be read (esbuild's stdin entry has a name but no file). */
function digestsOf(files: Iterable<string>): [string, string | null][] {
  return [...files].sort().map((file) => {
    try {
      return [file, fileDigest(readFileSync(file))];
    } catch {
      return [file, null];
    }
  });
}

/** The stored bundle, when its server module is still there and none of the files it was made from changed. */
function storedBundle({ bundle, present }: { bundle: StoredMemo['bundle']; present: ReadonlySet<string> }): BuildMemo['bundle'] {
  if (!bundle || !existsSync(bundle.result.serverModule) || !bundle.result.files.every((file) => present.has(file))) return undefined;
  const now = new Map(digestsOf(bundle.digests.map(([file]) => file)));
  return bundle.digests.every(([file, digest]) => now.get(file) === digest) ? { key: bundle.key, inputs: bundle.inputs, result: bundle.result } : undefined;
}

interface State {
  readonly format: number;
  readonly key: string;
  readonly memo: StoredMemo;
}

export interface BuildCache {
  /** Where the stages write: the last build's output, updated by replacing files, never by writing into one. */
  readonly outDir: string;
  readonly memo: BuildMemo;
  /** Pages the loaded state had rendered (0 when the cache was empty, not trusted or reset). */
  storedPages: number;
  /** Marks the state stale before `out/` changes. */
  begin(): Promise<void>;
  /** Deletes what `files` does not name from `out/` and writes the state. `unchanged`: `out/` holds
   * the files the build opened it with, as checked then (nothing was written into it). */
  commit(input: { files: ReadonlySet<string> }): Promise<{ unchanged: boolean }>;
  /** Writes the state after a failed build: the memo still describes `out/` (stages write new
   * files beside the old ones and keep a page's entry until its new file is written). */
  keep(): Promise<void>;
  /** Empties the cache (out/ and state) and starts over with an empty memo. */
  reset(): Promise<void>;
  /** Set when no input changed since the last build (input-record.ts): its output is this build's,
   * and the state was not read. A reset (a file of out/ gone after all) clears it. */
  readonly unchanged: { readonly pages: number; readonly files: ReadonlySet<string>; readonly warnings: readonly string[] } | undefined;
  /** After a build that committed: records its inputs, so that the next build can tell at once
   * that none changed (nothing is recorded when one changed while it ran). */
  recordInputs(outcome: { pages: number; warnings: readonly string[] }): void;
  release(): Promise<void>;
}

async function readState({ file, key }: { file: string; key: string }): Promise<StoredMemo | undefined> {
  try {
    const state = deserialize(await readFile(file)) as Partial<State>;
    return state.format === STATE_FORMAT && state.key === key && state.memo ? state.memo : undefined;
  } catch {
    // Missing, half-written by another tool or from another Node: an empty cache.
    return undefined;
  }
}

/** Whether two maps hold the same keys with the same values (by `same`, identity by default). */
function sameMap<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>, same: (x: V, y: V) => boolean = (x, y) => x === y): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (!b.has(key) || !same(value, b.get(key) as V)) return false;
  return true;
}

/** Whether the memo holds exactly what was loaded: the stages reuse a stored entry as the same
 * object, so a build that changed nothing leaves every entry as it was read. */
function sameMemo(loaded: StoredMemo, memo: BuildMemo): boolean {
  const byLocale = <V>(a: ReadonlyMap<string, ReadonlyMap<string, V>>, b: ReadonlyMap<string, ReadonlyMap<string, V>>) =>
    sameMap(a, b, (x, y) => sameMap(x, y));
  return (
    sameMap(loaded.sources, memo.sources) &&
    byLocale(loaded.compiled, memo.compiled) &&
    byLocale(loaded.mdx, memo.mdx) &&
    byLocale(loaded.rendered, memo.rendered) &&
    sameMap(loaded.sitemaps, memo.sitemaps) &&
    sameMap(loaded.llms, memo.llms) &&
    sameMap(loaded.feeds, memo.feeds) &&
    sameMap(loaded.search, memo.search) &&
    loaded.bundle?.key === memo.bundle?.key &&
    loaded.bundle?.result === memo.bundle?.result
  );
}

/** The stored sources whose files still have the bytes they were parsed from, with their bodies. */
function currentSources(stored: ReadonlyMap<string, StoredSource>): Map<string, MarkdownSource> {
  const kept = new Map<string, MarkdownSource>();
  // Read in turn, as the content stage does: small files, and promise reads cost twice as much.
  for (const source of stored.values()) {
    const text = readIfThere(source.file);
    if (text === undefined || fileDigest(text) !== source.fileDigest) continue;
    const body = source.body ?? (source.bodyStart === undefined ? undefined : text.slice(source.bodyStart));
    if (body !== undefined) kept.set(source.file, { ...source, body });
  }
  return kept;
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Every file below `dir`. */
async function filesBelow(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name));
}

/** Whether `files` are exactly the files of `checked`. */
const sameFiles = (files: ReadonlySet<string>, checked: ReadonlySet<string>) => files.size === checked.size && [...files].every((file) => checked.has(file));

/** Deletes files of `dir` that `keep` does not name, then the folders left empty (deepest first). */
async function prune({ dir, keep }: { dir: string; keep: ReadonlySet<string> }): Promise<void> {
  if (!existsSync(dir)) return;
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).map((entry) => ({
    path: join(entry.parentPath, entry.name),
    isDir: entry.isDirectory(),
  }));
  await inBatches(
    entries.filter((entry) => !entry.isDir && !keep.has(entry.path)),
    (entry) => unlink(entry.path),
  );
  const dirs = entries
    .filter((entry) => entry.isDir)
    .map((entry) => entry.path)
    .sort((a, b) => b.length - a.length);
  for (const folder of dirs) await rmdir(folder).catch(() => undefined);
}

/** The memo entries whose output file, when they name one, is still there. */
function withFileInOut<K, V>({
  entries,
  fileOf,
  present,
}: {
  entries: ReadonlyMap<K, V>;
  /** The entry's file in out/, or its files. */
  fileOf: (key: K, value: V) => string | undefined | readonly (string | undefined)[];
  present: ReadonlySet<string>;
}): Map<K, V> {
  return new Map(
    [...entries].filter(([key, value]) => {
      const files = fileOf(key, value);
      return (Array.isArray(files) ? files : [files]).every((file) => file === undefined || present.has(file));
    }),
  );
}

/** Files the compiled pages read besides their sources: images and downloads they reference,
 * and the partials they show. */
function readFiles(memo: BuildMemo): string[] {
  const entries = [...memo.compiled.values(), ...memo.mdx.values()].flatMap((entries) => [...entries.values()]);
  return entries.flatMap(({ value }) => [...value.assets.map((asset) => asset.source), ...(value.partialReads ?? []).map(([file]) => file)]);
}

/**
 * Opens the site's build cache. Undefined when another build holds it (this build then runs
 * without it): the cache is one folder, and two builds must not update it at once.
 */
export async function openBuildCache({
  config,
  localeCodes,
  includeDrafts,
  publishedDir,
  explain = false,
}: {
  config: SiteConfig;
  localeCodes: readonly string[];
  includeDrafts: boolean;
  /** The build's output folder: not an input. */
  publishedDir: string;
  /** --debug: every page is planned (and says why it is built again), whatever the record says. */
  explain?: boolean;
}): Promise<BuildCache | undefined> {
  const root = cacheRoot(config.siteDir);
  const outDir = join(root, 'out');
  const stateFile = join(root, 'state');
  const stampsFile = join(root, 'stamps');
  const highlightsFile = join(root, 'highlights');
  /** The state while a build runs: moved back when the build changed nothing, else replaced. */
  const begunFile = join(root, 'state-begun');
  const stampsBegunFile = join(root, 'stamps-begun');
  const inputsFile = join(root, 'inputs');
  let unlock: () => Promise<void>;
  try {
    unlock = await lockOutput({ outDir });
  } catch (error) {
    if (error instanceof DocgenError && error.problems.some((problem) => problem.name === 'BuildLocked')) return undefined;
    throw error;
  }
  try {
    const key = cacheKey({ config, localeCodes, includeDrafts });
    const checking = startStampCheck({ dir: outDir, file: stampsFile, format: STATE_FORMAT, key });
    // Before any input is read: the file system's time, and what is below the input folders.
    const startedAt = fileSystemNow(root);
    const roots = inputRoots({ config, outDir: publishedDir });
    const recording = !readsHistory(config);
    const record = recording && !explain ? readInputRecord({ file: inputsFile, format: STATE_FORMAT, key }) : undefined;
    // The record holds for the state it was written with (a state replaced or spoiled since is not that build's).
    const holds = record && record.state === stampOf(stateFile) && record.top === config.siteDir && sameRoots(record.roots, roots);
    const inputs = holds ? checkInputs({ record, outDir: publishedDir }) : undefined;
    const untouched = inputs?.unchanged ? await checking.result() : undefined;
    /** No input changed since the last build, and out/ is its output: the stages need not run, nor the state be read. */
    let unchanged: BuildCache['unchanged'] =
      record && untouched && !untouched.changed && untouched.present.size === untouched.stamped
        ? { pages: record.pages, files: untouched.present, warnings: record.warnings }
        : undefined;
    const listed = recording ? (inputs?.listed ?? listInputs({ roots, top: config.siteDir, outDir: publishedDir })) : undefined;
    const state = unchanged ? undefined : await readState({ file: stateFile, key });
    if (!state && !unchanged) checking.cancel();
    const outputs = state ? await checking.result() : undefined;
    const highlights = lazyHighlights({ file: highlightsFile, key });
    const memo: BuildMemo = { ...createBuildMemo(), highlights };
    let loaded: StoredMemo | undefined;
    /** Each file of out/ checked unchanged; and the writes made before the stages ran. */
    let checked: ReadonlySet<string> | undefined;
    const writesAtOpen = filesWritten();
    if (state && outputs && !outputs.changed) {
      checked = outputs.present;
      const { present } = outputs;
      for (const [file, source] of currentSources(state.sources)) memo.sources.set(file, source);
      for (const [locale, key] of state.sitemaps) memo.sitemaps.set(locale, key);
      for (const [locale, key] of state.llms) memo.llms.set(locale, key);
      for (const [locale, key] of state.feeds ?? []) memo.feeds.set(locale, key);
      // Pages whose files were deleted from out/ are compiled or rendered again.
      for (const [locale, entries] of state.mdx)
        memo.mdx.set(locale, withFileInOut({ entries, fileOf: (_, entry) => [entry.value.fragments?.file, entry.value.chunkFile], present }));
      for (const [locale, entries] of state.compiled)
        memo.compiled.set(locale, withFileInOut({ entries, fileOf: (_, entry) => entry.value.chunkFile, present }));
      for (const [locale, entries] of state.rendered) memo.rendered.set(locale, withFileInOut({ entries, fileOf: (file) => file, present }));
      for (const [locale, index] of state.search) if (index.files.every((file) => present.has(file))) memo.search.set(locale, index);
      memo.bundle = storedBundle({ bundle: state.bundle, present });
      const snapshot = snapshotOf(memo);
      if (keptAll(state, snapshot)) loaded = snapshot;
    } else if (!unchanged) await rm(outDir, { recursive: true, force: true });
    const storedPages = unchanged?.pages ?? [...memo.rendered.values()].reduce((sum, entries) => sum + entries.size, 0);
    /** The bundle the state was loaded with keeps its digests: its files were checked unchanged. */
    let bundle = memo.bundle && state?.bundle ? { ...memo.bundle, digests: state.bundle.digests } : undefined;
    /**
     * Writes the state (or moves the loaded one back when nothing in it changed) and the stamps of
     * the files `out/` holds. When nothing in the memo changed, no stage did any work, so only this
     * thread can have written into out/: with no write counted and the same files, the stamps read
     * at the start still hold and are moved back too. Returns whether they were.
     */
    const writeState = async (files: ReadonlySet<string>): Promise<boolean> => {
      const unchanged = loaded !== undefined && sameMemo(loaded, memo);
      if (unchanged && existsSync(begunFile)) await rename(begunFile, stateFile);
      else {
        if (memo.bundle && memo.bundle.result !== bundle?.result) bundle = { ...memo.bundle, digests: digestsOf(memo.bundle.inputs) };
        const stored: StoredMemo = {
          sources: new Map([...memo.sources].map(([file, source]) => [file, storedSource(source)])),
          compiled: memo.compiled,
          mdx: memo.mdx,
          rendered: memo.rendered,
          sitemaps: memo.sitemaps,
          llms: memo.llms,
          feeds: memo.feeds,
          search: memo.search,
          ...(bundle && memo.bundle ? { bundle } : {}),
        };
        writeFileAtomicSync(stateFile, serialize({ format: STATE_FORMAT, key, memo: stored } satisfies State));
        await rm(begunFile, { force: true });
      }
      const kept = unchanged && checked !== undefined && filesWritten() === writesAtOpen && sameFiles(files, checked) && existsSync(stampsBegunFile);
      if (kept) await rename(stampsBegunFile, stampsFile);
      else {
        const stamps: Stamps = { format: STATE_FORMAT, key, outputs: stampFiles({ dir: outDir, files }) };
        writeFileAtomicSync(stampsFile, serialize(stamps));
        await rm(stampsBegunFile, { force: true });
      }
      highlights.save();
      return kept;
    };
    const cache: BuildCache = {
      outDir,
      memo,
      storedPages,
      get unchanged() {
        return unchanged;
      },
      begin: async () => {
        const moveAside = (from: string, to: string) =>
          rename(from, to).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          });
        await rm(inputsFile, { force: true });
        await moveAside(stampsFile, stampsBegunFile);
        await moveAside(stateFile, begunFile);
      },
      keep: async () => {
        await writeState(new Set(await filesBelow(outDir)));
      },
      commit: async ({ files }) => {
        await prune({ dir: outDir, keep: files });
        return { unchanged: await writeState(files) };
      },
      recordInputs: ({ pages, warnings }) => {
        if (!listed) return;
        const files = [...(memo.bundle?.inputs ?? []), ...readFiles(memo)];
        const state = stampOf(stateFile);
        if (state === undefined) return;
        writeInputRecord({
          file: inputsFile,
          format: STATE_FORMAT,
          key,
          roots,
          top: config.siteDir,
          files,
          outDir: publishedDir,
          startedAt,
          listed,
          pages,
          warnings,
          state,
        });
      },
      reset: async () => {
        await rm(inputsFile, { force: true });
        await rm(stateFile, { force: true });
        await rm(begunFile, { force: true });
        await rm(stampsFile, { force: true });
        await rm(stampsBegunFile, { force: true });
        await rm(outDir, { recursive: true, force: true });
        Object.assign(memo, createBuildMemo(), { bundle: undefined, staticFiles: undefined, highlights });
        unchanged = undefined;
        loaded = undefined;
        checked = undefined;
        cache.storedPages = 0;
      },
      release: () => unlock(),
    };
    return cache;
  } catch (error) {
    await unlock();
    throw error;
  }
}
