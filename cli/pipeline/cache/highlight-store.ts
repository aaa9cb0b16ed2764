// The code blocks highlighted by earlier builds, in a file of their own beside the build cache's
// state (`highlights`): read only when a build compiles something, written only when it changed.
import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { inputKey } from '../../hash.js';
import type { HighlightedCode, HighlightMemo } from '../compile/highlight-stage.js';
import { writeFileAtomicSync } from '../output/write-atomic.js';
import { STATE_FORMAT } from './cache-key.js';
import { rebasePaths } from './rebase.js';

/** Highlighted code as stored, in a file of its own (highlight-stage.ts). */
interface StoredHighlights {
  readonly format: number;
  readonly key: string;
  /** The site's folder when written: keysByFile is keyed by absolute path (rebase.ts). */
  readonly siteDir: string;
  readonly html: Map<string, string>;
  readonly keysByFile: Map<string, readonly string[]>;
}

/**
 * The highlighted code of earlier builds, read from its file the first time a build asks for it:
 * a build that compiles nothing never does (at 10,000 pages the file is 40 MB). Its HTML is keyed
 * by a hash of all it was made from, so it is never stale, whatever happened to out/; the file
 * goes only with the cache's key. `save` writes it when it was read and changed.
 */
export function lazyHighlights({ file, key, siteDir }: { file: string; key: string; siteDir: string }): HighlightMemo & { save(): void } {
  let data: { html: Map<string, string>; keysByFile: Map<string, readonly string[]>; read: string } | undefined;
  // The HTML is named by its key, so the keys and each file's keys say what the memo holds.
  const fingerprint = (memo: HighlightMemo) => inputKey([...memo.html.keys()], [...memo.keysByFile]);
  const load = () => {
    if (!data) {
      let stored: Partial<StoredHighlights> = {};
      try {
        stored = deserialize(readFileSync(file)) as Partial<StoredHighlights>;
      } catch {
        // Missing or unreadable: nothing highlighted yet.
      }
      const current = stored.format === STATE_FORMAT && stored.key === key && stored.html && stored.keysByFile && typeof stored.siteDir === 'string';
      const html = current ? (stored.html as Map<string, string>) : new Map<string, string>();
      const keysByFile = current
        ? rebasePaths({ value: stored.keysByFile as Map<string, readonly string[]>, from: stored.siteDir as string, to: siteDir })
        : new Map<string, readonly string[]>();
      data = { html, keysByFile, read: current ? fingerprint({ html, keysByFile }) : '' };
    }
    return data;
  };
  return {
    get html() {
      return load().html;
    },
    get keysByFile() {
      return load().keysByFile;
    },
    save() {
      // Written when a build highlighted or forgot something, not when it only read.
      if (!data || fingerprint(data) === data.read) return;
      writeFileAtomicSync(file, serialize({ format: STATE_FORMAT, key, siteDir, html: data.html, keysByFile: data.keysByFile } satisfies StoredHighlights));
    },
  };
}

/**
 * Stores a pass's code in the memo. Given `files` (every source file of the site, when the pass
 * read them all), it then drops the code of files no longer in the site and the HTML no file's
 * blocks ask for.
 */
export function rememberCode({ memo, code, files }: { memo: HighlightMemo; code: HighlightedCode; files?: ReadonlySet<string> }): void {
  for (const [key, value] of code.fresh) memo.html.set(key, value);
  for (const [file, keys] of code.keysByFile) memo.keysByFile.set(file, keys);
  if (files) forgetUnusedCode({ memo, files });
}

/** Drops the memo's code of files no longer in the site, and the HTML no file's blocks ask for. */
function forgetUnusedCode({ memo, files }: { memo: HighlightMemo; files: ReadonlySet<string> }): void {
  for (const file of memo.keysByFile.keys()) if (!files.has(file)) memo.keysByFile.delete(file);
  const used = new Set<string>();
  for (const keys of memo.keysByFile.values()) for (const key of keys) used.add(key);
  for (const key of memo.html.keys()) if (!used.has(key)) memo.html.delete(key);
}
