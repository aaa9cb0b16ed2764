// Watches the site's sources with chokidar and hands over changes in batches: an editor's save
// can be several events (write, rename, chmod), and one batch means one rebuild. While a rebuild
// runs, new changes wait and become the next batch.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { ChangeKind, FileChange } from './dev-build.js';

export interface Watcher {
  /** Resolves once the first scan is done: changes saved before then can go unnoticed. */
  readonly ready: Promise<void>;
  /** Watches these paths too (the set grows when the config names new folders). */
  add(paths: readonly string[]): void;
  close(): Promise<void>;
}

// Long enough to merge the events of one save, short enough to stay out of the edit loop's way.
const BATCH_MS = 15;
// chokidar drops a change that follows an emitted one within about 50 ms (two quick saves, or a
// fix saved right after a broken file was reported); each changed file is looked at again after
// this long, and a difference counts as a change.
const RECHECK_MS = 120;

const IGNORED = /(^|[\\/])(node_modules|\.git|\.docgen-cache|\.docgen-tmp-[^\\/]*)([\\/]|$)|(~|\.swp|\.swx|\.tmp)$|(^|[\\/])\.#/;

export function watchFiles({ paths, onBatch }: { paths: readonly string[]; onBatch: (changes: FileChange[]) => Promise<void> }): Watcher {
  // chokidar 5 says 'ready' at once, before it has scanned anything, when one of the paths is
  // missing (an optional config file, an i18n folder not made yet): a save in the next second of
  // a large site was lost. Missing paths are watched for their creation once the rest is scanned.
  const missing = paths.filter((path) => !existsSync(path));
  const watcher: FSWatcher = watch(
    paths.filter((path) => !missing.includes(path)),
    { ignoreInitial: true, ignored: (path) => IGNORED.test(path) },
  );
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve())).then(() => {
    if (missing.length > 0) watcher.add(missing);
  });
  const pending = new Map<string, ChangeKind>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const watched = new Set(paths);

  const flush = () => {
    timer = null;
    if (running || pending.size === 0) return;
    const batch = [...pending].map(([file, kind]) => ({ file, kind }));
    pending.clear();
    running = onBatch(batch).finally(() => {
      running = null;
      if (pending.size > 0) flush();
    });
  };
  const rechecks = new Map<string, NodeJS.Timeout>();
  const fingerprint = (file: string) => {
    try {
      const info = statSync(file);
      return `${info.mtimeMs} ${info.size}`;
    } catch {
      return 'missing';
    }
  };
  const recheck = (file: string) => {
    const seen = fingerprint(file);
    clearTimeout(rechecks.get(file));
    rechecks.set(
      file,
      setTimeout(() => {
        rechecks.delete(file);
        const now = fingerprint(file);
        if (now !== seen) record(now === 'missing' ? 'unlink' : seen === 'missing' ? 'add' : 'change')(file);
      }, RECHECK_MS),
    );
  };
  const record = (kind: ChangeKind) => (path: string) => {
    const file = resolve(path);
    recheck(file);
    // A file added and removed within one batch never existed as far as the build goes.
    const before = pending.get(file);
    pending.set(file, before === 'add' && kind === 'change' ? 'add' : kind);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, BATCH_MS);
  };
  watcher.on('add', record('add')).on('change', record('change')).on('unlink', record('unlink')).on('unlinkDir', record('unlink'));

  return {
    ready,
    add(more) {
      const fresh = more.filter((path) => !watched.has(path));
      for (const path of fresh) watched.add(path);
      if (fresh.length > 0) watcher.add(fresh);
    },
    async close() {
      if (timer) clearTimeout(timer);
      for (const pendingRecheck of rechecks.values()) clearTimeout(pendingRecheck);
      await watcher.close();
      await running;
    },
  };
}
