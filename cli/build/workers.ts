// Runs jobs in batches on a pool of worker threads (piscina), reporting progress as batches
// finish. Results come back in job order. Worker files exist only once the CLI is compiled.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { Progress } from '../logger.js';
import { PACKAGE_ROOT } from '../paths.js';

const BATCH_SIZE = 50;

/** The compiled worker file, or null when running from source (work then stays in-process). */
export function workerFile(name: string): string | null {
  const file = join(PACKAGE_ROOT, 'dist', `${name}.js`);
  return existsSync(file) ? file : null;
}

/** Threads to use: the caller's choice, else one per core once the job count makes it pay. */
export function threadCount({ requested, jobs, threshold }: { requested?: number; jobs: number; threshold: number }): number {
  return requested ?? (jobs >= threshold ? availableParallelism() : 0);
}

export async function runInWorkers<Job, Result>({
  filename,
  workerData,
  jobs,
  threads,
  progress,
}: {
  filename: string;
  workerData: unknown;
  jobs: readonly Job[];
  threads: number;
  progress: Progress;
}): Promise<Result[]> {
  const pool = new Piscina({ filename, workerData, minThreads: threads, maxThreads: threads });
  try {
    let done = 0;
    const batches: Promise<Result[]>[] = [];
    for (let start = 0; start < jobs.length; start += BATCH_SIZE) {
      batches.push(
        (pool.run(jobs.slice(start, start + BATCH_SIZE)) as Promise<Result[]>).then((results) => {
          progress.tick((done += results.length), jobs.length);
          return results;
        }),
      );
    }
    return (await Promise.all(batches)).flat();
  } finally {
    await pool.destroy();
  }
}
