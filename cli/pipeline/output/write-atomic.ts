// Writes output files so that a reader sees the old bytes or the new ones, never half of them, and
// so that an existing file's bytes are never written over: a build's output files are hard links
// to the build cache's copies (build-cache.ts), and writing into one would change the other.
import { randomUUID } from 'node:crypto';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const temporaryBeside = (file: string) => `${file}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;

let written = 0;

/** How many files this thread has written through this module (or marked with noteWritten). A
 * build that wrote none has the output folder it started with (build-cache.ts). */
export const filesWritten = (): number => written;

/** Counts a file written some other way. */
export function noteWritten(): void {
  written += 1;
}

/** Makes the folder of each file it is given, once per folder: writing a folder's many files with
 * a recursive mkdir each cost as much as a tenth of the writes. */
export function folderMaker(): (file: string) => void {
  const made = new Set<string>();
  return (file) => {
    const dir = dirname(file);
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
}

/** Writes the data to a unique name beside the file, then renames it over the file. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const temporary = temporaryBeside(file);
  writeFileSync(temporary, data);
  renameSync(temporary, file);
  written += 1;
}

/** Writes a new file in place (no one can hold it yet) and replaces an existing one by rename. */
export function writeFileReplacing(file: string, data: string | Uint8Array): void {
  if (existsSync(file)) return writeFileAtomicSync(file, data);
  writeFileSync(file, data);
  written += 1;
}

/** Whether `file` holds exactly these bytes. */
function holds(file: string, data: string | Uint8Array): boolean {
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return size === bytes.length && Buffer.compare(readFileSync(file), bytes) === 0;
}

/**
 * Writes the file unless it already holds these bytes. A file left alone keeps its inode, so the
 * published output, whose files are links to the cache's, is still the same file: a build that
 * changed nothing has nothing to publish (publish.ts).
 */
export function writeFileIfChanged(file: string, data: string | Uint8Array): void {
  if (!holds(file, data)) writeFileReplacing(file, data);
}

/** Copies `source` over `file` unless `file` already holds the same bytes. */
export function copyFileIfChanged(source: string, file: string): void {
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size === undefined || size !== statSync(source).size || !holds(file, readFileSync(source))) copyFileReplacing(source, file);
}

/** Copies `source` over `file` by way of a new file renamed over it. */
export function copyFileReplacing(source: string, file: string): void {
  const temporary = temporaryBeside(file);
  copyFileSync(source, temporary);
  renameSync(temporary, file);
  written += 1;
}

/** Streams into a new file beside `file`, then renames it over `file`. */
export async function streamFileReplacing(file: string, content: Readable): Promise<void> {
  const temporary = temporaryBeside(file);
  try {
    await pipeline(content, createWriteStream(temporary));
    await rename(temporary, file);
    written += 1;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
