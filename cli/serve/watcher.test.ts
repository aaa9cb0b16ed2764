import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
});
