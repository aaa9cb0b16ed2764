// Where a build's heavy work runs: one pool of worker threads for the whole build (compile and
// render alike), or this thread for small sites and `serve --watch` edits. Both run the same task
// functions (worker-tasks.ts) on the same plain data, so both give the same bytes. The pool starts
// as soon as the build knows it will need it, and each worker warms its highlighter while the
// main thread is still loading content.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import type { Progress } from '../../logger.js';
import { serialize } from 'node:v8';
import type { PooledPayload, RunTask, TaskName } from './protocol.js';
import { workerFile } from './workers.js';

/** Jobs below this count are not worth starting workers for. */
export const POOL_JOBS = 64;
const BATCH_SIZE = 25;

export interface Executor {
  /** True once the worker pool runs: a warm pool is worth using for a few jobs too. */
  readonly pooled: boolean;
  /** Threads a pooled run spreads over (1 in this thread). */
  readonly parallelism: number;
  /** Whether a run of `jobs` jobs with this `threshold` would run in the pool. */
  usesPool(input: { jobs: number; threshold?: number }): boolean;
  /** Starts the pool now, so its workers warm up while the main thread still works. */
  prestart(): void;
  /** Runs `jobs` through one task with what they all share; results come back in job order. In the
   * pool when the executor was given threads or the run has `threshold` jobs or more (default
   * POOL_JOBS; the pool starts then if it has not), else in this thread. */
  run<Job, Result>(input: {
    task: TaskName;
    shared: unknown;
    jobs: readonly Job[];
    progress?: Progress;
    threshold?: number;
    /** Jobs per message to a worker (default BATCH_SIZE). */
    batchSize?: number;
  }): Promise<Result[]>;
  close(): Promise<void>;
}

// Loaded when a pool starts: a build that runs nothing in workers (warm, one page edited) starts
// sooner without it.
const loadPiscina = (): typeof Piscina => (createRequire(import.meta.url)('piscina') as typeof import('piscina')).Piscina;

/**
 * The build's executor. `threads`: worker threads, 0 for none; undefined uses one per core once a
 * run has enough jobs to pay for starting them. `tasks` loads the task registry for runs in this
 * thread (the workers load their own): a run that stays in the pool never loads it here.
 */
export function createExecutor({ threads, tasks }: { threads?: number; tasks: () => Promise<RunTask> }): Executor {
  const filename = workerFile('build-worker');
  const size = filename && threads !== 0 ? (threads ?? availableParallelism()) : 0;
  let pool: Piscina | undefined;
  let runs = 0;
  const start = () => {
    if (size > 0) pool ??= new (loadPiscina())({ filename: filename as string, minThreads: size, maxThreads: size, idleTimeout: Infinity });
    return pool;
  };
  return {
    get pooled() {
      return pool !== undefined;
    },
    parallelism: Math.max(1, size),
    usesPool: ({ jobs, threshold = POOL_JOBS }) => size > 0 && (threads !== undefined || jobs >= threshold),
    prestart: () => void start(),
    async run({ task, shared, jobs, progress, threshold = POOL_JOBS, batchSize = BATCH_SIZE }) {
      const workers = threads !== undefined || jobs.length >= threshold ? start() : undefined;
      return workers
        ? inPool({ pool: workers, run: (runs += 1), task, shared, jobs, progress, batchSize })
        : inThread({ runTask: await tasks(), task, shared, jobs, progress });
    },
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

async function inPool<Result>({
  pool,
  run,
  task,
  shared,
  jobs,
  progress,
  batchSize,
}: {
  pool: Piscina;
  run: number;
  task: TaskName;
  shared: unknown;
  jobs: readonly unknown[];
  progress?: Progress;
  batchSize: number;
}): Promise<Result[]> {
  let done = 0;
  const batches = [];
  const bytes = serialize(shared);
  const memory = new SharedArrayBuffer(bytes.length);
  new Uint8Array(memory).set(bytes);
  for (let start = 0; start < jobs.length; start += batchSize) {
    const payload: PooledPayload = { task, run, shared: memory, jobs: jobs.slice(start, start + batchSize) };
    batches.push(
      (pool.run(payload) as Promise<Result[]>).then((results) => {
        progress?.tick((done += results.length), jobs.length);
        return results;
      }),
    );
  }
  return (await Promise.all(batches)).flat();
}

async function inThread<Result>({
  runTask,
  task,
  shared,
  jobs,
  progress,
}: {
  runTask: RunTask;
  task: TaskName;
  shared: unknown;
  jobs: readonly unknown[];
  progress?: Progress;
}): Promise<Result[]> {
  const results: Result[] = [];
  for (const job of jobs) {
    results.push(...((await runTask({ task, shared, jobs: [job] })) as Result[]));
    progress?.tick(results.length, jobs.length);
  }
  return results;
}
