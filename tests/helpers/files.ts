// What a built folder holds, for tests that compare outputs.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Files below `dir`, relative to it, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every file of a folder with a SHA-1 of its bytes: equal snapshots, equal folders. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const file of await listFiles(dir))
    files[file] = createHash('sha1')
      .update(await readFile(join(dir, file)))
      .digest('hex');
  return files;
}
