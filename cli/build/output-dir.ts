// Safe output: build into a temporary sibling folder and swap it in only on success, so a failed
// build leaves the previous output untouched. Never deletes anything but our own folders.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { DocgenError, problems } from '../errors.js';

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

export async function prepareOutput({ outDir }: { outDir: string }): Promise<OutputTarget> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
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
