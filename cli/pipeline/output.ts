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
  /** Files that belong to the output without having been written through it in this thread. */
  add(files: Iterable<string>): void;
  /** Every file of this output, in the order they were first written or added. */
  readonly files: ReadonlySet<string>;
}

export function createOutput({ dir, baseUrl }: { dir: string; baseUrl: string }): Output {
  const files = new Set<string>();
  // Every path is joined onto `dir`, so a prefix test is enough (path.relative cost a 10,000-page
  // edit tens of milliseconds).
  const prefix = join(dir, sep);
  const inside = (file: string): string => {
    // A stage that computes a path outside the folder has a bug: say so rather than write there.
    if (!file.startsWith(prefix)) throw new Error(`docgen bug: ${file} is not inside the output folder ${dir}`);
    files.add(file);
    return file;
  };
  return {
    ...outputLayout({ outDir: dir, baseUrl }),
    dir,
    write: (file, data) => {
      writeFileIfChanged(inside(file), data);
      return file;
    },
    replace: (file, data) => {
      writeFileReplacing(inside(file), data);
      return file;
    },
    copy: (source, file) => {
      copyFileIfChanged(source, inside(file));
      return file;
    },
    stream: async (file, content) => {
      await streamFileReplacing(inside(file), content);
      return file;
    },
    add: (added) => {
      for (const file of added) inside(file);
    },
    files,
  };
}
