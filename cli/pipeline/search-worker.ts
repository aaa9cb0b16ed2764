// A worker thread with a Pagefind service of its own (search-index.ts). It may start before the
// build knows its bundles (an edit: it is ready by the time the edited pages are rendered), so it
// waits for one message with them, writes them one after the other, closes its service and sends
// back each bundle's files. An empty list of bundles lets it go unused.
import { parentPort } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import { writeSearchBundle, type SearchIndexJob } from './search-index.js';

parentPort?.once('message', async ({ jobs, outDir }: { jobs: SearchIndexJob[]; outDir: string }) => {
  try {
    const files: string[][] = [];
    for (const job of jobs) files.push(await writeSearchBundle({ ...job, outDir }));
    parentPort?.postMessage({ files });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  } finally {
    await pagefind.close();
  }
});
