import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileChange } from './dev-build.js';
import { watchFiles } from './watcher.js';

describe('watchFiles', () => {
  it('is ready once its first scan is done: a save right after that arrives as one batch', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-watch-'));
    const file = join(dir, 'page.md');
    await writeFile(file, 'first');
    const batches: FileChange[][] = [];
    const watcher = watchFiles({ paths: [dir], onBatch: async (changes) => void batches.push(changes) });
    try {
      await watcher.ready;
      await writeFile(file, 'second');
      await expect.poll(() => batches, { timeout: 5000 }).toEqual([[{ file, kind: 'change' }]]);
    } finally {
      await watcher.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is ready only once a large folder is scanned, also when some paths do not exist yet', async () => {
    // chokidar said 'ready' before scanning anything when a path was missing (an optional config
    // file, a folder not made yet), so a save right after "watching" was lost on a large site.
    const dir = await mkdtemp(join(tmpdir(), 'docgen-watch-'));
    const folders = Array.from({ length: 60 }, (_, index) => join(dir, 'docs', `section-${index}`));
    for (const folder of folders) {
      await mkdir(folder, { recursive: true });
      for (let page = 0; page < 50; page += 1) await writeFile(join(folder, `page-${page}.md`), 'text');
    }
    const last = join(folders.at(-1) ?? dir, 'page-49.md');
    const later = join(dir, 'site.config.mts');
    const batches: FileChange[][] = [];
    const watcher = watchFiles({ paths: [later, join(dir, 'docs'), join(dir, 'i18n')], onBatch: async (changes) => void batches.push(changes) });
    try {
      await watcher.ready;
      await writeFile(last, 'saved at once');
      await expect.poll(() => batches.flat()).toContainEqual({ file: last, kind: 'change' });
      // The missing paths are still watched: a config file made later is seen.
      await writeFile(later, 'export default {};');
      await expect.poll(() => batches.flat()).toContainEqual({ file: later, kind: 'add' });
    } finally {
      await watcher.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
