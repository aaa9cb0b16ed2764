// One pass's output folder: where each kind of file goes (output-layout.ts), and the list of the
// files that belong to it. Stages write through it, or add the files that reach the folder another
// way (written by a worker, by esbuild or Pagefind, or left in place from the last pass); the
// cache keeps exactly the files listed and drops the rest (publish.ts). A stage cannot write a
// file and forget to say so.
import { join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { outputLayout, type OutputLayout } from './output-layout.js';
import { copyFileIfChanged, streamFileReplacing, writeFileIfChanged, writeFileReplacing } from './write-atomic.js';

export interface Output extends OutputLayout {
  /** The folder itself. */
  readonly dir: string;
  /** Writes the file unless it already holds these bytes (write-atomic.ts); returns it. */
  write(file: string, data: string | Uint8Array): string;
  /** Writes the file, replacing an existing one by rename: a page that may be being served. */
  replace(file: string, data: string | Uint8Array): string;
  /** Copies a file into the output unless the target holds the same bytes. */
  copy(source: string, file: string): string;
  /** Streams into the file, replacing an existing one by rename. */
  stream(file: string, content: Readable): Promise<string>;
  /** Files that belong to the output without having been written through it in this thread. An
   * array is listed as it is: it must not change afterwards. */
  add(files: Iterable<string>): void;
  /** Every file of this output, in the order they were first written or added. */
  readonly files: ReadonlySet<string>;
}

export function createOutput({ dir, baseUrl }: { dir: string; baseUrl: string }): Output {
  // Every path is joined onto `dir`, so a prefix test is enough (path.relative cost a 10,000-page
  // edit tens of milliseconds).
  const prefix = join(dir, sep);
  const inside = (file: string): string => {
    // A stage that computes a path outside the folder has a bug: say so rather than write there.
    if (!file.startsWith(prefix)) throw new Error(`docgen bug: ${file} is not inside the output folder ${dir}`);
    return file;
  };
  // Files are listed as they come (an added list as it is, not copied) and made into the set when
  // it is read: publish reads it once, serve --watch never does. Made on every save, the set of a
  // 10,000-page site's files cost about 15 ms of each save's 125.
  const listed: (string | readonly string[])[] = [];
  const files = new Set<string>();
  let taken = 0;
  const list = (file: string): string => {
    listed.push(inside(file));
    return file;
  };
  return {
    ...outputLayout({ outDir: dir, baseUrl }),
    dir,
    write: (file, data) => {
      writeFileIfChanged(list(file), data);
      return file;
    },
    replace: (file, data) => {
      writeFileReplacing(list(file), data);
      return file;
    },
    copy: (source, file) => {
      copyFileIfChanged(source, list(file));
      return file;
    },
    stream: async (file, content) => {
      await streamFileReplacing(list(file), content);
      return file;
    },
    // Added files were written by someone else: a path outside the folder is reported when the
    // list is made.
    add: (added) => {
      listed.push(Array.isArray(added) ? (added as readonly string[]) : [...added]);
    },
    get files() {
      for (; taken < listed.length; taken += 1) {
        const item = listed[taken] as string | readonly string[];
        if (typeof item === 'string') files.add(item);
        else for (const file of item) files.add(inside(file));
      }
      return files;
    },
  };
}
