// Every core kept busy while a test file runs, when DOCGEN_TEST_LOAD=<threads per core> is set
// (`npm run test:load` sets it): builds then meet the timing of a loaded CI machine, where work
// that depends on the clock or on which concurrent task finishes first gives other bytes.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect } from 'vitest';

const PER_CORE = Number(process.env.DOCGEN_TEST_LOAD ?? 0);

/** ' (every core busy)' for titles of tests that run under load, else ''. */
export const underLoad = PER_CORE > 0 ? ' (every core busy)' : '';

/** Starts the busy threads before the file's tests and stops them after (a no-op without the variable). */
export function saturateCores(): void {
  if (!Number.isInteger(PER_CORE) || PER_CORE < 0)
    throw new Error(`DOCGEN_TEST_LOAD must be a whole number of threads per core, not "${process.env.DOCGEN_TEST_LOAD}"`);
  if (PER_CORE === 0) return;
  const workers: Worker[] = [];
  beforeAll(async () => {
    const count = availableParallelism() * PER_CORE;
    for (let index = 0; index < count; index += 1) {
      // Says it runs, then spins until terminated (terminate() stops even an endless loop).
      workers.push(new Worker("require('node:worker_threads').parentPort.postMessage('spinning'); for (;;) {}", { eval: true }));
    }
    const spinning = await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
    expect(spinning).toHaveLength(count);
  });
  afterAll(() => Promise.all(workers.splice(0).map((worker) => worker.terminate())));
}
