// The inputs of the last build, for telling at once that nothing changed since: every file and
// folder below the config's content folders and the site's `src/` (swizzled theme components,
// pages, styles), the files at the top of the site folder (config, sidebars, versions files), and
// each other file the build read (bundle inputs, images and partials from elsewhere), each with
// its size, time and inode. Other folders of the site (other outputs, tools) are not inputs. When all are as recorded, with the same
// cache key and the cache's output unchanged, the last build's output is this build's, and the
// build publishes it without reading its state or planning a page (build-cache.ts): at 10,000
// pages that was 1.5 of a warm build's 2 seconds.
//
// A record is written only when it can be trusted. A file changed while the build ran would have
// been read before its change: every stamp must be older than the build's start, as the file
// system's own clock says (a marker file written then), so a change in the same tick of the clock
// counts too. A file deleted while it ran is seen by listing the folders at the start and at the
// end. Sites that show git's last-update times get no record: a commit changes them and no file.
import { readdirSync, readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SiteConfig } from '../../config/resolve-config.js';
import { statsStamp } from './stamps.js';
import { writeFileAtomicSync } from '../output/write-atomic.js';

/** Entries never read as inputs: dependencies, history, and what docgen writes beside the output. */
const SKIPPED = /^(node_modules|\.git|\.docgen-cache|\.docgen-tmp-.*|\.docgen-lock-.*)$/;
/** How much older than the build's start every input must be: a file on another file system may
 * take its times from another clock. */
const CLOCK_MARGIN_MS = 100;

export interface InputRecord {
  readonly format: number;
  readonly key: string;
  /** Folders listed whole; the site folder, whose files (not folders) are inputs; single files. */
  readonly roots: readonly string[];
  readonly top: string;
  readonly files: readonly string[];
  /** The stamp of each file and folder found; 'missing' for a single file that was not there. */
  readonly stamps: ReadonlyMap<string, string>;
  /** The stamp of the cache's state when the record was written: the record holds for that state. */
  readonly state: string;
  /** What the build reported: its page count and the warnings it printed. */
  readonly pages: number;
  readonly warnings: readonly string[];
}

const inside = (dir: string, path: string) => path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/** The folders a build of this config reads whole: its content folders and the site's `src/`. */
export function inputRoots({ config, outDir }: { config: SiteConfig; outDir: string }): string[] {
  const candidates = [
    join(config.siteDir, 'src'),
    ...config.docInstances.flatMap((instance) => [instance.path, ...(instance.sidebarPath ? [instance.sidebarPath] : [])]),
    ...config.blogs.map((blog) => blog.path),
    config.i18nDir,
    ...(config.pagesDir ? [config.pagesDir] : []),
    ...config.staticDirs,
    ...config.customCss,
  ].filter((path) => !inside(outDir, path));
  const roots = [...new Set(candidates)].sort((a, b) => a.length - b.length);
  return roots.filter((root, index) => !roots.slice(0, index).some((outer) => inside(outer, root)));
}

/** Whether a site reads git's history (last-update times): then no record is kept. */
export const readsHistory = (config: SiteConfig) =>
  [...config.docInstances, ...config.blogs].some((instance) => instance.showLastUpdateTime || instance.showLastUpdateAuthor);

const folderStamp = (info: Stats) => `dir ${info.ino}`;
/** The stamp of a path this process may not read: a record holding one is never written. */
const UNREADABLE = 'unreadable';
/** What a listing records of a file it did not stat. */
const LISTED = 'listed';

/** `read()`, or undefined when the path is there but cannot be read (no permission). */
function readable<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * Every file and folder below `roots` (symbolic links followed, each folder once), the files at
 * the top of `top`, and each of `files`, with its stamp, and the newest file's time. A folder's
 * stamp is its inode, not its time: a build's own lock and temporary folders change the time of
 * the site folder; what is in a folder is known from its listing. `stat: false` lists without a
 * stat per file (a build's start: only what is there matters then).
 */
export function snapshotInputs({
  roots,
  top,
  files,
  outDir,
  stat = true,
}: {
  roots: readonly string[];
  top: string;
  files: readonly string[];
  outDir: string;
  stat?: boolean;
}): { stamps: Map<string, string>; newest: number } {
  const stamps = new Map<string, string>();
  const seen = new Set<string>();
  let newest = 0;
  /** `listedFile`: the folder's listing says the path is a plain file. */
  const visit = (path: string, listedFile = false) => {
    if (stamps.has(path) || inside(outDir, path)) return;
    if (listedFile && !stat) {
      stamps.set(path, LISTED);
      return;
    }
    const info = readable(() => statSync(path, { throwIfNoEntry: false }) ?? null);
    if (info === undefined) {
      stamps.set(path, UNREADABLE);
      return;
    }
    if (info === null) {
      stamps.set(path, 'missing');
      return;
    }
    if (!info.isDirectory()) {
      stamps.set(path, stat ? statsStamp(info) : LISTED);
      newest = Math.max(newest, info.mtimeMs);
      return;
    }
    const id = `${info.dev} ${info.ino}`;
    const entries = readable(() => readdirSync(path, { withFileTypes: true }));
    stamps.set(path, entries ? folderStamp(info) : UNREADABLE);
    if (seen.has(id)) return;
    seen.add(id);
    for (const entry of entries ?? []) if (!SKIPPED.test(entry.name)) visit(join(path, entry.name), entry.isFile());
  };
  for (const root of roots) visit(root);
  for (const name of topFiles(top)) visit(join(top, name));
  for (const file of files) visit(file);
  return { stamps, newest };
}

/** The names of the files (not folders) at the top of the site folder. */
function topFiles(top: string): string[] {
  const isFolder = (name: string) => readable(() => statSync(join(top, name), { throwIfNoEntry: false }))?.isDirectory() ?? false;
  return (readable(() => readdirSync(top, { withFileTypes: true })) ?? [])
    .filter((entry) => !SKIPPED.test(entry.name) && !entry.isDirectory() && !(entry.isSymbolicLink() && isFolder(entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/** The file system's time now, read from a marker file written in `dir`. */
export function fileSystemNow(dir: string): number {
  const marker = join(dir, 'started');
  writeFileSync(marker, String(process.pid));
  return statSync(marker).mtimeMs;
}

export function readInputRecord({ file, format, key }: { file: string; format: number; key: string }): InputRecord | undefined {
  try {
    const record = deserialize(readFileSync(file)) as Partial<InputRecord>;
    return record.format === format && record.key === key && record.stamps && record.roots && record.files && record.top ? (record as InputRecord) : undefined;
  } catch {
    // Missing or unreadable: the build checks its inputs the long way.
    return undefined;
  }
}

/** The paths below `roots` and at the top of `top` at a build's start, to compare with its end. */
export const listInputs = ({ roots, top, outDir }: { roots: readonly string[]; top: string; outDir: string }): Set<string> =>
  new Set(snapshotInputs({ roots, top, files: [], outDir, stat: false }).stamps.keys());

/** Whether every input is as the record says (same files and folders, same stamps), and the
 * paths below the record's roots now: the listing a build that goes on to run its stages needs. */
export function checkInputs({ record, outDir }: { record: InputRecord; outDir: string }): { unchanged: boolean; listed: Set<string> } {
  const { stamps } = snapshotInputs({ roots: record.roots, top: record.top, files: record.files, outDir });
  const singles = new Set(record.files);
  const listed = new Set([...stamps.keys()].filter((path) => !singles.has(path)));
  const unchanged = stamps.size === record.stamps.size && [...stamps].every(([path, stamp]) => record.stamps.get(path) === stamp);
  return { unchanged, listed };
}

/** Whether two lists of roots are the same. */
export const sameRoots = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((root, index) => root === b[index]);

/**
 * Writes the record of a build that began at `startedAt` (file-system time) with the paths
 * `listed` below its roots; writes nothing, and returns false, when an input is not older than
 * that start, a listed path went away, or one cannot be read (no permission). A single file missing (esbuild names entries that are
 * no file) is recorded as missing.
 */
export function writeInputRecord({
  file,
  format,
  key,
  roots,
  top,
  files,
  outDir,
  startedAt,
  listed,
  pages,
  warnings,
  state,
}: {
  file: string;
  format: number;
  key: string;
  roots: readonly string[];
  top: string;
  files: readonly string[];
  outDir: string;
  startedAt: number;
  listed: ReadonlySet<string>;
  pages: number;
  warnings: readonly string[];
  state: string;
}): boolean {
  const singles = [...new Set(files)].filter((path) => !roots.some((root) => inside(root, path))).sort();
  const { stamps, newest } = snapshotInputs({ roots, top, files: singles, outDir });
  if (newest >= startedAt - CLOCK_MARGIN_MS) return false;
  if ([...stamps.values()].includes(UNREADABLE)) return false;
  for (const path of listed) if (!stamps.has(path)) return false;
  const record: InputRecord = { format, key, roots, top, files: singles, stamps, state, pages, warnings };
  writeFileAtomicSync(file, serialize(record));
  return true;
}
