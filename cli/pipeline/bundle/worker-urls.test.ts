import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { workerUrls, type WorkerFile } from './worker-urls.js';

describe('a web worker started as webpack 5 starts it', () => {
  it('is bundled as a script of its own, and the URL leads to it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-worker-'));
    try {
      await writeFile(join(dir, 'words.js'), 'export const words = ["proof", "key"];\n');
      await writeFile(join(dir, 'worker.js'), 'import { words } from "./words.js";\nself.onmessage = () => self.postMessage(words);\n');
      await writeFile(join(dir, 'main.js'), 'export const start = () => new Worker(new URL("./worker.js", import.meta.url));\n');
      const files: WorkerFile[] = [];
      const result = await build({
        entryPoints: [join(dir, 'main.js')],
        bundle: true,
        write: false,
        format: 'esm',
        plugins: [workerUrls({ jsUrl: '/assets/js/', alias: {}, define: {}, files })],
      });
      expect(files).toHaveLength(1);
      const [worker] = files as [WorkerFile];
      expect(worker.name).toMatch(/^worker-[a-z0-9]+\.js$/);
      expect(new TextDecoder().decode(worker.contents)).toContain('"proof"');
      expect(result.outputFiles[0]?.text).toContain(`new Worker(new URL("/assets/js/${worker.name}", location.href))`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
