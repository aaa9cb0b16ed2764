// A build worker: one of the build's pool (executor.ts). It warms the highlighter and the Markdown
// pipeline as it starts, while the main thread is still loading content, then runs the batches of
// any task the pool hands it.
import { warmUpCompiler } from './compile-page.js';
import { runTask, type TaskPayload } from './worker-tasks.js';

const warm = warmUpCompiler();

export default async function runBatch(payload: TaskPayload): Promise<unknown[]> {
  await warm;
  return runTask(payload);
}
