// A build worker: one of the build's pool (executor.ts). It warms the Markdown pipeline as it starts, while the main thread is still loading content, then runs the batches of
// any task the pool hands it. What a run's batches share arrives once per run, in shared memory.
import { deserialize } from 'node:v8';
import { warmUpCompiler } from './compile/compile-page.js';
import { runTask } from './worker-tasks.js';
import type { PooledPayload } from './workers/protocol.js';

// The highlighter is not warmed: code is highlighted ahead, each language in one thread (highlight-stage.ts).
const warm = warmUpCompiler({ code: false });
/** The shared data of recent runs, decoded once each. */
const decoded = new Map<number, unknown>();
const KEEP_RUNS = 4;

function sharedOf({ run, shared }: PooledPayload): unknown {
  if (!decoded.has(run)) {
    decoded.set(run, deserialize(Buffer.from(new Uint8Array(shared))));
    for (const old of decoded.keys()) if (decoded.size > KEEP_RUNS) decoded.delete(old);
  }
  return decoded.get(run);
}

export default async function runBatch(payload: PooledPayload): Promise<unknown[]> {
  await warm;
  return runTask({ task: payload.task, shared: sharedOf(payload), jobs: payload.jobs });
}
