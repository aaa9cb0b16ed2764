// What the output folder was when a build last published it: the modification time of each of its
// folders. Adding, deleting or renaming a file in build/ changes the time of the folder it is in,
// so a build that wrote nothing into the cache can tell that build/ still holds the cache's files
// with a stat per folder instead of one per file (a few hundred against 20,000 at 10,000 pages).
// A file edited in place in build/ is the cache's file too (a hard link): the cache's stamps catch
// that one before the build starts (build-cache.ts).
import { readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeFileAtomicSync } from '../output/write-atomic.js';

export interface PublishedRecord {
  readonly outDir: string;
  /** Modification time of each folder of the output, by path relative to it ('' for the folder itself). */
  readonly folders: ReadonlyMap<string, number>;
}

/** The record a build left, removed from disk: the build about to run may change the cache's
 * files, and a record left behind by a build that then failed would vouch for a stale folder. */
export async function takePublishedRecord(file: string): Promise<PublishedRecord | undefined> {
  let record: PublishedRecord | undefined;
  try {
    record = deserialize(readFileSync(file)) as PublishedRecord;
  } catch {
    return undefined;
  }
  await rm(file, { force: true });
  return record;
}

/** Records the folders of `outDir`, which now holds the files `files` name under `from`. Nothing is
 * recorded when that fails: the next build then checks file by file. */
export function recordPublished({ file, outDir, from, files }: { file: string; outDir: string; from: string; files: ReadonlySet<string> }): void {
  try {
    const folders = foldersOf({ outDir, from, files });
    if (folders) writeFileAtomicSync(file, serialize({ outDir, folders } satisfies PublishedRecord));
  } catch {
    // A cache folder that cannot be written: the build itself succeeded.
  }
}

function foldersOf({ outDir, from, files }: { outDir: string; from: string; files: ReadonlySet<string> }): Map<string, number> | undefined {
  const folders = new Map<string, number>();
  for (const parent of new Set([...files].map((path) => dirname(path)))) {
    // The folder and each folder above it, up to the output's own.
    let dir = relative(from, parent);
    while (!folders.has(dir)) {
      const time = statSync(join(outDir, dir), { throwIfNoEntry: false })?.mtimeMs;
      if (time === undefined) return undefined;
      folders.set(dir, time);
      if (dir === '') break;
      const up = dirname(dir);
      dir = up === '.' ? '' : up;
    }
  }
  return folders;
}

/**
 * Whether every folder of the recorded output still has its recorded time. Only on a file system
 * with times finer than a second: where times are whole seconds, a change in the same second as the
 * record would go unseen, and the caller checks file by file.
 */
export function stillPublished({ record, outDir }: { record: PublishedRecord; outDir: string }): boolean {
  if (record.outDir !== outDir || record.folders.size === 0) return false;
  const times = [...record.folders.values()];
  if (times.every((time) => time % 1000 === 0)) return false;
  for (const [dir, time] of record.folders) {
    if (statSync(join(outDir, dir), { throwIfNoEntry: false })?.mtimeMs !== time) return false;
  }
  return true;
}
