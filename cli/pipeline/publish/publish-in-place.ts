// Publishing an edit into the output folder as it stands. When the folder is still what the last
// build published (published-record.ts), only the files this build changed differ from the cache's:
// each one is linked beside its place and renamed over it, and files no longer in the output are
// deleted. Linking the whole output into a new folder and deleting the old one instead cost 1.2 s
// of a 10,000-page edit, and creating its folders alone 75 ms of a ZELF edit. Assets go first and
// pages after them, and old files go last, so a page read meanwhile finds every file it names.
import { linkSync, lstatSync, readdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { folderMaker } from '../output/write-atomic.js';
import { CANNOT_LINK } from '../cache/link-output.js';

/** A change to make in the output folder, planned before any is made. */
interface Plan {
  /** Relative paths to link from the cache: assets first, pages last. */
  readonly link: readonly string[];
  /** Relative paths of files to delete. */
  readonly remove: readonly string[];
}

/** What makes `outDir` the output `files` name under `from`; undefined when a file goes where the
 * folder has a folder, or a folder where it has a file. A missing cache file throws (ENOENT)
 * before anything changes. */
function planUpdate({ outDir, from, files }: { outDir: string; from: string; files: ReadonlySet<string> }): Plan | undefined {
  const wanted = new Set<string>();
  const folders = new Set<string>();
  const link: string[] = [];
  for (const file of files) {
    // Inside `from`: the pass's output (output.ts) lists no other file.
    const rel = relative(from, file);
    wanted.add(rel);
    for (let dir = dirname(rel); dir !== '.'; dir = dirname(dir)) folders.add(dir);
    const cached = lstatSync(file);
    const published = lstatSync(join(outDir, rel), { throwIfNoEntry: false });
    if (published?.isDirectory()) return undefined;
    if (!published || published.ino !== cached.ino || published.dev !== cached.dev) link.push(rel);
  }
  for (const dir of folders) {
    const published = lstatSync(join(outDir, dir), { throwIfNoEntry: false });
    if (published && !published.isDirectory()) return undefined;
  }
  const remove = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .filter((rel) => !wanted.has(rel));
  const page = (rel: string) => rel.endsWith('.html');
  return { link: [...link.filter((rel) => !page(rel)), ...link.filter(page)], remove };
}

/**
 * Brings `outDir`, which holds the last published output, in line with the cache's files. False,
 * with nothing changed, when the file system cannot link the cache's files or a file and a folder
 * trade places (the caller then publishes a new folder instead).
 */
export function updatePublished({ outDir, from, files }: { outDir: string; from: string; files: ReadonlySet<string> }): boolean {
  const plan = planUpdate({ outDir, from, files });
  if (!plan) return false;
  const { link, remove } = plan;
  const makeFolder = folderMaker();
  for (const [index, rel] of link.entries()) {
    const target = join(outDir, rel);
    makeFolder(target);
    const beside = `${target}.${process.pid}.publishing`;
    try {
      linkSync(join(from, rel), beside);
    } catch (error) {
      if (index === 0 && CANNOT_LINK.has((error as NodeJS.ErrnoException).code ?? '')) return false;
      throw error;
    }
    renameSync(beside, target);
  }
  const emptied = new Set<string>();
  for (const rel of remove) {
    unlinkSync(join(outDir, rel));
    for (let dir = dirname(rel); dir !== '.'; dir = dirname(dir)) emptied.add(dir);
  }
  // Folders left empty go too, deepest first, as a build from scratch would not make them.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(join(outDir, dir));
    } catch {
      // Not empty: files of this output are still in it.
    }
  }
  return true;
}
