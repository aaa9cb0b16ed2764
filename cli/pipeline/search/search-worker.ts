// A worker thread with a Pagefind service of its own (search-queue.ts). It may start before the
// build knows its bundles (an edit: it is ready by the time the edited pages are rendered). Each
// message is one bundle to write, answered with its files (or the error); the end message closes
// its service, and the thread ends.
import { parentPort } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import { writeSearchBundle, type SearchIndexJob } from './search-index.js';

type Message = { readonly job: SearchIndexJob; readonly outDir: string } | { readonly end: true };

parentPort?.on('message', async (message: Message) => {
  if ('end' in message) {
    await pagefind.close();
    parentPort?.close();
    return;
  }
  try {
    parentPort?.postMessage({ files: await writeSearchBundle({ ...message.job, outDir: message.outDir }) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
