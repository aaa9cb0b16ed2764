// Safe output: build into a temporary sibling folder and swap it in only on success, so a failed
// build leaves the previous output untouched. Never deletes anything but our own folders.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { DocgenError, problems } from '../../errors.js';

export interface OutputTarget {
  readonly outDir: string;
  readonly tmpDir: string;
}

const TMP_PREFIX = '.docgen-tmp-';

/** Refuses output folders whose replacement would delete the site or anything above it. */
export function checkOutDir({ outDir, siteDir, protectedPaths }: { outDir: string; siteDir: string; protectedPaths: readonly string[] }): void {
  const out = resolve(outDir);
  const contains = (parent: string, child: string) => {
    const rel = relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
  };
  if (out === dirname(out)) throw new DocgenError([problems.outDirUnsafe({ outDir, reason: 'it is the filesystem root' })]);
  if (contains(out, resolve(siteDir))) throw new DocgenError([problems.outDirUnsafe({ outDir, reason: 'it contains the site folder' })]);
  for (const path of protectedPaths) {
    if (contains(out, resolve(path))) throw new DocgenError([problems.outDirUnsafe({ outDir, reason: `it contains ${relative(siteDir, path) || path}` })]);
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the output folder's lock (`.docgen-lock-<name>` beside it), so two builds never write one
 * folder at once. A lock left by a build that was killed (its process is gone) is taken over.
 * Resolves with the function that releases it.
 */
export async function lockOutput({ outDir }: { outDir: string }): Promise<() => Promise<void>> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  const lockFile = join(parent, `.docgen-lock-${basename(outDir)}`);
  const mine = JSON.stringify({ pid: process.pid, started: new Date().toISOString() });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await writeFile(lockFile, mine, { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    let holder: { pid?: unknown; started?: unknown } = {};
    try {
      holder = JSON.parse(await readFile(lockFile, 'utf8')) as typeof holder;
    } catch {
      // Unreadable or half-written: treated as left behind.
    }
    if (typeof holder.pid === 'number' && isRunning(holder.pid)) {
      throw new DocgenError([problems.buildLocked({ outDir, lockFile, pid: holder.pid, started: String(holder.started) })]);
    }
    await rm(lockFile, { force: true });
  }
}

/** A file system failure as the problem a user can act on; null for anything else. */
export function fileSystemProblem({ error, dir }: { error: unknown; dir: string }) {
  // Errors from worker threads may arrive without their `code`; Node puts it in the message too.
  const code =
    (error as NodeJS.ErrnoException | null)?.code ?? /\b(EACCES|EPERM|EROFS|ENOTDIR|ENOSPC|EDQUOT)\b/.exec(String((error as Error | null)?.message))?.[1];
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR') return problems.outputNotWritable({ dir, code });
  if (code === 'ENOSPC' || code === 'EDQUOT') return problems.diskFull({ dir, code });
  return null;
}

export async function prepareOutput({ outDir }: { outDir: string }): Promise<OutputTarget> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  // A build killed between the two renames of commitOutput left the previous output aside: put it back.
  if (!existsSync(outDir)) {
    const aside = (await readdir(parent)).find((name) => name.startsWith(`${TMP_PREFIX}${basename(outDir)}-`) && name.endsWith('-old'));
    if (aside) await rename(join(parent, aside), outDir);
  }
  // Leftovers of builds that were killed: ours by name, so safe to remove.
  for (const name of await readdir(parent)) {
    if (name.startsWith(`${TMP_PREFIX}${basename(outDir)}-`)) await rm(join(parent, name), { recursive: true, force: true });
  }
  const tmpDir = join(parent, `${TMP_PREFIX}${basename(outDir)}-${process.pid}`);
  await mkdir(tmpDir, { recursive: true });
  return { outDir, tmpDir };
}

/** Replaces the output folder with the finished build in two renames. */
export async function commitOutput({ outDir, tmpDir }: OutputTarget): Promise<void> {
  const old = `${tmpDir}-old`;
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(tmpDir, outDir);
  await rm(old, { recursive: true, force: true });
}

export async function discardOutput({ tmpDir }: OutputTarget): Promise<void> {
  await rm(tmpDir, { recursive: true, force: true });
}
