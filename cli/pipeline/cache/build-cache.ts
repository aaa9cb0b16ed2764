// The persistent cache of `docgen build` (`.docgen-cache/build/`, safe to delete): `out/` holds the
// last build's output, `state` what that build knew about it (the memo's persisted parts,
// cache-state.ts) and `stamps` the size and time of each file in `out/`, so the next build compiles
// and renders only what changed and links the rest into its output. The stamps are checked
// (stamps.ts) while the state is read, in a thread of their own for a large cache. Both are keyed
// by docgen's own code, the Node version, the resolved config and the build's options
// (cache-key.ts): any difference and the cache is emptied, never trusted. Each source is trusted
// only while its file's digest matches. The state is moved aside and the stamps deleted before
// `out/` is touched, and both are written again after, so a build killed in between leaves
// neither, and the next build starts cold rather than trusting a half-updated folder. A build that
// changed nothing in the memo moves the state back instead of writing it (at 10,000 pages,
// serialising it took 0.3 s). A build after which no input changed (input-record.ts) does not read
// the state at all: the cache's output is this build's.
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { generatedRoot } from '../../plugins/plugin-context.js';
import { deserialize, serialize } from 'node:v8';
import type { SiteConfig } from '../../config/resolve-config.js';
import { DocgenError } from '../../errors.js';
import { lockOutput } from '../output/output-dir.js';
import { filesWritten, writeFileAtomicSync } from '../output/write-atomic.js';
import { cacheKey, STATE_FORMAT } from './cache-key.js';
import { loadPersisted, samePersisted, snapshotPersisted, storePersisted, type PersistedMemo, type StoredMemo } from './cache-state.js';
import { lazyHighlights } from './highlight-store.js';
import { inputKey } from '../../hash.js';
import { checkInputs, fileSystemNow, inputRoots, listInputs, readInputRecord, readsHistory, sameRoots, writeInputRecord } from './input-record.js';
import { inBatches } from './link-output.js';
import { rebasePaths } from './rebase.js';
import { createBuildMemo, type BuildMemo } from './memo.js';
import { folderStamp, stampFiles, stampOf, startStampCheck, type Stamps } from './stamps.js';

export const cacheRoot = (siteDir: string) => join(siteDir, '.docgen-cache', 'build');

export interface BuildCache {
  /** Where the stages write: the last build's output, updated by replacing files, never by writing into one. */
  readonly outDir: string;
  readonly memo: BuildMemo;
  /** Pages the loaded state had rendered (0 when the cache was empty, not trusted or reset). */
  readonly storedPages: number;
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
  readonly unchanged: Unchanged | undefined;
  /** After a build that committed: records its inputs, so that the next build can tell at once
   * that none changed (nothing is recorded when one changed while it ran). */
  recordInputs(outcome: { pages: number; warnings: readonly string[] }): void;
  release(): Promise<void>;
}

type Unchanged = { readonly pages: number; readonly files: ReadonlySet<string>; readonly warnings: readonly string[] };

/** The cache's files. */
interface CacheFiles {
  readonly root: string;
  readonly out: string;
  readonly state: string;
  readonly stamps: string;
  readonly highlights: string;
  /** The state and stamps while a build runs: moved back when the build changed nothing, else replaced. */
  readonly stateBegun: string;
  readonly stampsBegun: string;
  readonly inputs: string;
}

/** The folder a cache in `root` keeps its copy of the output in. */
export const cacheOutDir = (root: string) => join(root, 'out');

function cacheFiles(root: string): CacheFiles {
  const file = (name: string) => join(root, name);
  return {
    root,
    out: cacheOutDir(root),
    state: file('state'),
    stamps: file('stamps'),
    highlights: file('highlights'),
    stateBegun: file('state-begun'),
    stampsBegun: file('stamps-begun'),
    inputs: file('inputs'),
  };
}

interface State {
  readonly format: number;
  readonly key: string;
  /** The site's folder when the state was written: a state read in another folder is rebased (rebase.ts). */
  readonly siteDir: string;
  readonly memo: StoredMemo;
}

/** What an open cache knows of its state and out/ while the build runs; a reset forgets it. */
interface Opened {
  unchanged: Unchanged | undefined;
  /** The state as read: a bundle kept from it keeps its digests. */
  stored: StoredMemo | undefined;
  /** The persisted parts as loaded, when no entry was dropped: a build that leaves them so writes no state. */
  loaded: PersistedMemo | undefined;
  /** Each file of out/ checked unchanged when the cache opened. */
  checked: ReadonlySet<string> | undefined;
  storedPages: number;
}

/**
 * Opens the site's build cache. Undefined when another build holds it (this build then runs
 * without it): the cache is one folder, and two builds must not update it at once.
 */
export async function openBuildCache(input: {
  config: SiteConfig;
  localeCodes: readonly string[];
  includeDrafts: boolean;
  /** The build's output folder: not an input. */
  publishedDir: string;
  /** --debug: every page is planned (and says why it is built again), whatever the record says. */
  explain?: boolean;
  /** Where the cache is (default: `.docgen-cache/build`); `docgen start` keeps its own. */
  root?: string;
  /** The state is read whatever the input record says: the dev server's rebuilds go on from its memo. */
  memoNeeded?: boolean;
}): Promise<BuildCache | undefined> {
  const files = cacheFiles(input.root ?? cacheRoot(input.config.siteDir));
  let unlock: () => Promise<void>;
  try {
    unlock = await lockOutput({ outDir: files.out });
  } catch (error) {
    if (error instanceof DocgenError && error.problems.some((problem) => problem.name === 'BuildLocked')) return undefined;
    throw error;
  }
  try {
    return await openLocked({ ...input, files, unlock });
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function openLocked({
  config,
  localeCodes,
  includeDrafts,
  publishedDir,
  explain = false,
  memoNeeded = false,
  files,
  unlock,
}: {
  config: SiteConfig;
  localeCodes: readonly string[];
  includeDrafts: boolean;
  publishedDir: string;
  explain?: boolean;
  memoNeeded?: boolean;
  files: CacheFiles;
  unlock: () => Promise<void>;
}): Promise<BuildCache> {
  const key = cacheKey({ config, localeCodes, includeDrafts });
  const checking = startStampCheck({ dir: files.out, file: files.stamps, format: STATE_FORMAT, key });
  // Before any input is read: the file system's time, and what is below the input folders.
  const startedAt = fileSystemNow(files.root);
  const roots = inputRoots({ config, outDir: publishedDir });
  const recording = !readsHistory(config);
  // The record holds only for the same output of the site's plugins: their content is read from
  // anywhere (a data file, a service), and the host has read it again before this point.
  const recordKey = config.plugins ? inputKey(key, config.plugins.key) : key;
  const record = recording && !explain && !memoNeeded ? readInputRecord({ file: files.inputs, format: STATE_FORMAT, key: recordKey }) : undefined;
  // The record holds for the state it was written with (a state replaced or spoiled since is not that build's).
  const holds = record && record.state === stampOf(files.state) && record.top === config.siteDir && sameRoots(record.roots, roots);
  const inputs = holds ? checkInputs({ record, outDir: publishedDir }) : undefined;
  const untouched = inputs?.unchanged ? await checking.result() : undefined;
  // No input changed since the last build, and out/ is its output: the stages need not run, nor the state be read.
  const unchanged =
    record && untouched && !untouched.changed && untouched.present.size === untouched.stamped
      ? { pages: record.pages, files: untouched.present, warnings: record.warnings }
      : undefined;
  const listed = recording ? (inputs?.listed ?? listInputs({ roots, top: config.siteDir, outDir: publishedDir })) : undefined;
  const state = unchanged ? undefined : await readState({ file: files.state, key, siteDir: config.siteDir });
  if (!state && !unchanged) checking.cancel();
  const outputs = state ? await checking.result() : undefined;
  const highlights = lazyHighlights({ file: files.highlights, key, siteDir: config.siteDir });
  const memo: BuildMemo = { ...createBuildMemo(), highlights };
  const opened: Opened = { unchanged, stored: state, loaded: undefined, checked: undefined, storedPages: 0 };
  const writesAtOpen = filesWritten();
  if (state && outputs && !outputs.changed) {
    // Pages whose files were deleted from out/ are compiled or rendered again.
    const { memo: persisted, dropped } = loadPersisted({ stored: state, present: outputs.present });
    Object.assign(memo, persisted);
    opened.checked = outputs.present;
    if (!dropped) opened.loaded = snapshotPersisted(memo);
  } else if (!unchanged) await rm(files.out, { recursive: true, force: true });
  opened.storedPages = unchanged?.pages ?? [...memo.rendered.values()].reduce((sum, entries) => sum + entries.size, 0);
  /**
   * Writes the state (or moves the loaded one back when nothing in it changed) and the stamps of
   * the files `out/` holds. When nothing in the memo changed, no stage did any work, so only this
   * thread can have written into out/: with no write counted and the same files, the stamps read
   * at the start still hold and are moved back too. Returns whether they were.
   */
  const writeState = async (outFiles: ReadonlySet<string>): Promise<boolean> => {
    const unchangedMemo = opened.loaded !== undefined && samePersisted(opened.loaded, memo);
    await saveState({ files, key, siteDir: config.siteDir, memo, stored: opened.stored, unchanged: unchangedMemo });
    const kept =
      unchangedMemo && opened.checked !== undefined && filesWritten() === writesAtOpen && sameFiles(outFiles, opened.checked) && existsSync(files.stampsBegun);
    await saveStamps({ files, key, outFiles, kept });
    highlights.save();
    return kept;
  };
  return {
    outDir: files.out,
    memo,
    get storedPages() {
      return opened.storedPages;
    },
    get unchanged() {
      return opened.unchanged;
    },
    begin: () => beginWriting(files),
    keep: async () => {
      await writeState(new Set(await filesBelow(files.out)));
    },
    commit: async ({ files: outFiles }) => {
      await prune({ dir: files.out, keep: outFiles });
      return { unchanged: await writeState(outFiles) };
    },
    recordInputs: ({ pages, warnings }) => {
      const generated = generatedRoot(config.siteDir) + sep;
      const state = stampOf(files.state);
      if (!listed || state === undefined) return;
      writeInputRecord({
        file: files.inputs,
        format: STATE_FORMAT,
        key: recordKey,
        roots,
        top: config.siteDir,
        // What the plugin host writes (routes' modules, data files) is new at every change of
        // the plugins' content, and named by the record's key: not an input to stamp.
        files: [...(memo.bundle?.inputs ?? []), ...readFiles(memo)].filter((file) => !file.startsWith(generated)),
        outDir: publishedDir,
        startedAt,
        listed,
        pages,
        warnings,
        state,
      });
    },
    reset: async () => {
      await emptyCache(files);
      Object.assign(memo, createBuildMemo(), { staticFiles: undefined, links: undefined, highlights });
      Object.assign(opened, { unchanged: undefined, loaded: undefined, checked: undefined, storedPages: 0 });
    },
    release: () => unlock(),
  };
}

async function readState({ file, key, siteDir }: { file: string; key: string; siteDir: string }): Promise<StoredMemo | undefined> {
  try {
    const state = deserialize(await readFile(file)) as Partial<State>;
    if (state.format !== STATE_FORMAT || state.key !== key || !state.memo || typeof state.siteDir !== 'string') return undefined;
    return rebasePaths({ value: state.memo, from: state.siteDir, to: siteDir });
  } catch {
    // Missing, half-written by another tool or from another Node: an empty cache.
    return undefined;
  }
}

/** Moves the state and the stamps aside before a build writes into out/. */
async function beginWriting(files: CacheFiles): Promise<void> {
  const moveAside = (from: string, to: string) =>
    rename(from, to).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  await rm(files.inputs, { force: true });
  await moveAside(files.stamps, files.stampsBegun);
  await moveAside(files.state, files.stateBegun);
}

/** Writes the memo's persisted parts, or moves the state read back when they are `unchanged`. */
async function saveState({
  files,
  key,
  siteDir,
  memo,
  stored,
  unchanged,
}: {
  files: CacheFiles;
  key: string;
  siteDir: string;
  memo: PersistedMemo;
  stored: StoredMemo | undefined;
  unchanged: boolean;
}): Promise<void> {
  if (unchanged && existsSync(files.stateBegun)) return rename(files.stateBegun, files.state);
  writeFileAtomicSync(files.state, serialize({ format: STATE_FORMAT, key, siteDir, memo: storePersisted({ memo, loaded: stored }) } satisfies State));
  await rm(files.stateBegun, { force: true });
}

/** Writes the stamps of out/'s files, or moves those read back when they still hold (`kept`). */
async function saveStamps({ files, key, outFiles, kept }: { files: CacheFiles; key: string; outFiles: ReadonlySet<string>; kept: boolean }): Promise<void> {
  if (kept) return rename(files.stampsBegun, files.stamps);
  const stamps: Stamps = { format: STATE_FORMAT, key, outputs: stampFiles({ dir: files.out, files: outFiles }), folder: folderStamp(files.out) };
  writeFileAtomicSync(files.stamps, serialize(stamps));
  await rm(files.stampsBegun, { force: true });
}

/** Deletes out/ and everything that describes it. */
async function emptyCache(files: CacheFiles): Promise<void> {
  for (const file of [files.inputs, files.state, files.stateBegun, files.stamps, files.stampsBegun]) await rm(file, { force: true });
  await rm(files.out, { recursive: true, force: true });
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

/** Files the compiled pages read besides their sources: images and downloads they reference,
 * and the partials they show. */
function readFiles(memo: BuildMemo): string[] {
  const entries = [...memo.markdown.values(), ...memo.mdx.values()].flatMap((entries) => [...entries.values()]);
  return entries.flatMap(({ value }) => [...value.assets.map((asset) => asset.source), ...(value.partialReads ?? []).map(([file]) => file)]);
}
