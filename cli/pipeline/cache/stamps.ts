// The stamps of the build cache (build-cache.ts): the size, time and inode of each file of out/
// when the state was written, and the check that each is still so before the cache is trusted. At
// 10,000 pages that is 30,000 stats, about 0.15 s: a large cache has them done in a thread of its
// own (stamps-worker.ts) while the main thread reads the state.
import { readFileSync, statSync, type Stats } from 'node:fs';
import { join, relative } from 'node:path';
import { deserialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { workerFile } from '../workers/workers.js';

export interface Stamps {
  readonly format: number;
  readonly key: string;
  /** Size, modification time and inode of every file in out/ when the state was written. The build's
   * output files are hard links to these: one edited in place after the build (a post-processing
   * step) changed the cache's copy too, and the cache can no longer be trusted. */
  readonly outputs: ReadonlyMap<string, string>;
  /** out/'s own inode and creation time (folderStamp). */
  readonly folder: string | undefined;
}

export interface StampCheck {
  /** Whether one of out/'s stamped files has other bytes than its stamp says. */
  readonly changed: boolean;
  /** The stamped files still there (absolute paths); all that were looked at when `changed`. */
  readonly present: ReadonlySet<string>;
  /** How many files the stamps name. */
  readonly stamped: number;
}

/** A file's stamp from its stats: size, modification time and inode. */
export const statsStamp = (info: Stats) => `${info.size} ${info.mtimeMs} ${info.ino}`;

export const stampOf = (file: string): string | undefined => {
  const info = statSync(file, { throwIfNoEntry: false });
  return info && statsStamp(info);
};

/** The stamp (size and modification time) of each file, by path relative to `dir`. */
export function stampFiles({ dir, files }: { dir: string; files: Iterable<string> }): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const file of files) {
    const stamp = stampOf(file);
    if (stamp) stamps.set(relative(dir, file), stamp);
  }
  return stamps;
}

/** The stamps file when it is of this format and key; undefined when missing, unreadable or other. */
export function readStamps({ file, format, key }: { file: string; format: number; key: string }): Stamps | undefined {
  try {
    const stamps = deserialize(readFileSync(file)) as Partial<Stamps>;
    return stamps.format === format && stamps.key === key && stamps.outputs ? (stamps as Stamps) : undefined;
  } catch {
    // Missing, half-written by another tool or from another Node: nothing to trust.
    return undefined;
  }
}

/** Whether a file of a copied folder has its stamp's size and time: archives and copies keep the
 * time to the second (tar's oldest format), the millisecond or the nanosecond, and may round it. */
const sameCopy = (now: string, stamp: string) => {
  const [size, time] = now.split(' ');
  const [stampSize, stampTime] = stamp.split(' ');
  return size === stampSize && Math.abs(Number(time) - Number(stampTime)) < 1000;
};

/** Which folder out/ is: its inode and creation time. */
export const folderStamp = (dir: string): string | undefined => {
  const info = statSync(dir, { throwIfNoEntry: false });
  return info && `${info.ino} ${info.birthtimeMs}`;
};

/**
 * Checks out/ against the stamps. One stat per file: a missing file is handled page by page by the
 * caller. In the folder the stamps were written for, a file with another inode was replaced; a
 * folder restored from an archive or copied with its times (a CI cache) is another folder, where
 * every file has a new inode and only sizes and times tell.
 */
export function checkStamps({ dir, stamps }: { dir: string; stamps: Stamps }): StampCheck {
  const present = new Set<string>();
  const sameFolder = stamps.folder === folderStamp(dir);
  for (const [rel, stamp] of stamps.outputs) {
    const file = join(dir, rel);
    const now = stampOf(file);
    if (now === undefined) continue;
    if (sameFolder ? now !== stamp : !sameCopy(now, stamp)) return { changed: true, present, stamped: stamps.outputs.size };
    present.add(file);
  }
  return { changed: false, present, stamped: stamps.outputs.size };
}

/** Stamps files from this size up (about 5,000 pages) are checked in a thread of their own. */
const CHECK_IN_WORKER_BYTES = 1_000_000;

/**
 * Starts checking out/ against the stamps: for a large cache in a worker, at once, so that it runs
 * while this thread reads the state; for a small one in this thread when the result is asked for.
 * `cancel` stops a check whose result is not needed.
 */
export function startStampCheck({
  dir,
  file,
  format,
  key,
  inWorkerFrom = CHECK_IN_WORKER_BYTES,
}: {
  dir: string;
  file: string;
  format: number;
  key: string;
  /** Size of the stamps file from which the check runs in a worker. */
  inWorkerFrom?: number;
}): {
  result(): Promise<StampCheck | undefined>;
  cancel(): void;
} {
  const inThread = () => {
    const stamps = readStamps({ file, format, key });
    return stamps && checkStamps({ dir, stamps });
  };
  const worker = (statSync(file, { throwIfNoEntry: false })?.size ?? 0) >= inWorkerFrom ? workerFile('stamps-worker') : null;
  if (!worker) return { result: async () => inThread(), cancel: () => undefined };
  const thread = new Worker(worker, { workerData: { dir, file, format, key }, execArgv: [] });
  /** Set once the thread has answered or is no longer asked. */
  let settled = false;
  const checked = new Promise<StampCheck | undefined>((resolve) => {
    const settle = (result: () => StampCheck | undefined) => {
      if (settled) return;
      settled = true;
      resolve(result());
    };
    thread.once('message', (message: StampCheck | undefined) => settle(() => message));
    // A thread that failed (out of memory, say) or ended without an answer leaves the check to this one.
    thread.once('error', () => settle(inThread));
    thread.once('exit', () => settle(inThread));
  });
  return {
    result: () => checked,
    cancel: () => {
      settled = true;
      void thread.terminate();
    },
  };
}
