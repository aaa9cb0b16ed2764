// A worker thread with a Pagefind service of its own (search-index.ts): writes the bundles it is
// given, one after the other, closes its service and sends back each bundle's files.
import { parentPort, workerData } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import { writeSearchBundle, type SearchIndexJob } from './search-index.js';

const { jobs, outDir } = workerData as { jobs: SearchIndexJob[]; outDir: string };
try {
  const files: string[][] = [];
  for (const job of jobs) files.push(await writeSearchBundle({ ...job, outDir }));
  parentPort?.postMessage({ files });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  await pagefind.close();
}
