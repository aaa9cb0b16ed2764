// Who writes the Pagefind bundles, and when. A Pagefind service indexes one bundle at a time, on one
// core; with a core to spare, worker threads run services of their own (search-worker.ts). Bundles
// are handed in as their locale is rendered, so the first locales' indexes are written while the
// next ones render, and each idle service takes the heaviest bundle waiting. Which service writes a
// bundle does not change its files.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DocgenError, problems } from '../../errors.js';
import { searchIndexJobs, useSearchService, writeSearchBundle, type SearchIndexJob, type SearchRecord } from './search-index.js';
import { workerFile } from '../workers/workers.js';

/**
 * A search worker (search-worker.ts): a Pagefind service in a thread of its own, one bundle at a
 * time. One can be started ahead: in an edit, starting a thread takes about as long as compiling
 * and rendering the edited page, so the build starts it once it knows a page will change.
 */
export interface SearchWorker {
  /** Writes one bundle; resolves with its files. */
  write(input: { job: SearchIndexJob; outDir: string }): Promise<string[]>;
  /** Ends the worker, its service closed; settles once it has ended. */
  release(): Promise<void>;
}

/** Starts a search worker, or undefined when there is no compiled worker or no core to spare. */
export function startSearchWorker(): SearchWorker | undefined {
  const file = workerFile('search-worker');
  return file && availableParallelism() > 1 ? searchWorker(file) : undefined;
}

function searchWorker(file: string): SearchWorker {
  // None of this process's Node options: a build started with `node -e` (the bench) would hand the
  // worker its --input-type, which a worker file refuses. V8's flags are the process's anyway.
  const worker = new Worker(file, { execArgv: [] });
  let waiting: { resolve: (files: string[]) => void; reject: (error: Error) => void } | undefined;
  let stopped: Error | undefined;
  const answer = (settle: (pending: NonNullable<typeof waiting>) => void) => {
    const pending = waiting;
    waiting = undefined;
    if (pending) settle(pending);
  };
  worker.on('message', (message: { files?: string[]; error?: string }) =>
    answer((pending) => (message.files ? pending.resolve(message.files) : pending.reject(new Error(message.error ?? 'the search worker failed')))),
  );
  worker.once('error', (error) => {
    stopped = error;
    answer((pending) => pending.reject(error));
  });
  const ended = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      stopped ??= new Error(`the search worker stopped (exit code ${code})`);
      answer((pending) => pending.reject(stopped as Error));
      resolve();
    }),
  );
  let released = false;
  return {
    write: ({ job, outDir }) => {
      if (released || waiting) throw new Error('docgen bug: a search worker takes one bundle at a time, and none once released');
      if (stopped) return Promise.reject(stopped);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        worker.postMessage({ job, outDir });
      });
    },
    release: () => {
      if (!released) {
        released = true;
        worker.postMessage({ end: true });
      }
      return ended;
    },
  };
}

/** Bundles handed in at any time, written by the services as they come free. */
export interface SearchQueue {
  /** Hands in bundles; resolves with each one's files, in the same order, once all are written. */
  add(jobs: readonly SearchIndexJob[]): Promise<string[][]>;
  /** Waits for every bundle handed in, then ends the services. */
  close(): Promise<void>;
}

interface Waiting {
  readonly job: SearchIndexJob;
  readonly resolve: (files: string[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A queue writing into `outDir`: this thread's service first, then up to one worker per other core,
 * started when a bundle waits and every running service is busy (`started`, a worker started ahead,
 * is the first of them).
 */
export function createSearchQueue({ outDir, started }: { outDir: string; started?: SearchWorker }): SearchQueue {
  const file = workerFile('search-worker');
  const spare = file ? availableParallelism() - 1 : 0;
  const waiting: Waiting[] = [];
  const running = new Set<Promise<void>>();
  const workers: SearchWorker[] = [];
  const idle: SearchWorker[] = started ? [started] : [];
  let hereBusy = false;
  let endService: (() => Promise<void>) | undefined;

  // The heaviest bundle waiting: the longest ones start first, and the last to finish are short.
  const next = (): Waiting | undefined => {
    let best = -1;
    waiting.forEach((candidate, index) => {
      if (best < 0 || candidate.job.records.length > (waiting[best] as Waiting).job.records.length) best = index;
    });
    return best < 0 ? undefined : waiting.splice(best, 1)[0];
  };
  const lane = (write: (job: SearchIndexJob) => Promise<string[]>, done: () => void) => {
    const run = (async () => {
      for (let item = next(); item; item = next()) {
        const { job } = item;
        await write(job).then(item.resolve, (error: unknown) =>
          item.reject(new DocgenError([problems.searchIndexFailed({ locale: job.locale, reason: (error as Error).message })])),
        );
      }
    })().finally(() => {
      running.delete(run);
      done();
    });
    running.add(run);
  };
  const wake = () => {
    if (!hereBusy && waiting.length > 0) {
      hereBusy = true;
      endService ??= useSearchService();
      lane(
        (job) => writeSearchBundle({ ...job, outDir }),
        () => {
          hereBusy = false;
          // A bundle handed in while this lane was finishing found it busy.
          wake();
        },
      );
    }
    while (waiting.length > 0 && (idle.length > 0 || workers.length < spare)) {
      const worker = idle.pop() ?? searchWorker(file as string);
      if (!workers.includes(worker)) workers.push(worker);
      lane(
        (job) => worker.write({ job, outDir }),
        () => {
          idle.push(worker);
          wake();
        },
      );
    }
  };
  return {
    add: (jobs) => {
      const written = Promise.all(jobs.map((job) => new Promise<string[]>((resolve, reject) => waiting.push({ job, resolve, reject }))));
      wake();
      return written;
    },
    close: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
      await Promise.all([...new Set([...workers, ...idle])].map((worker) => worker.release()));
      await endService?.();
    },
  };
}

/** Writes the bundles; returns each job's files. */
export async function writeSearchIndexes({
  jobs,
  outDir,
  started,
}: {
  jobs: readonly SearchIndexJob[];
  outDir: string;
  /** A worker started ahead (startSearchWorker); released when the bundles are written. */
  started?: SearchWorker;
}): Promise<string[][]> {
  const queue = createSearchQueue({ outDir, ...(started ? { started } : {}) });
  try {
    return await queue.add(jobs);
  } finally {
    await queue.close();
  }
}

/** Indexes a locale's records and writes one Pagefind bundle per content language. */
export async function writeSearchIndex({ records, outDir, locale }: { records: readonly SearchRecord[]; outDir: string; locale: string }): Promise<string[]> {
  return (await writeSearchIndexes({ jobs: searchIndexJobs({ locale, records }), outDir })).flat();
}
