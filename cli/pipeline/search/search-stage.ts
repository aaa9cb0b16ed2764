// The search stage: which Pagefind bundles (one per locale and content language) must be written
// again, because one of their pages or the list of them changed, and handing them to the queue
// (search-queue.ts) as each locale is rendered, so a locale's bundles are written while the next
// locale renders.
import { inputKey } from '../../hash.js';
import { task } from '../../logger.js';
import type { Output } from '../output/output.js';
import { searchIndexJobs, type SearchIndexJob, type SearchRecord } from './search-index.js';
import { createSearchQueue, startSearchWorker, type SearchQueue } from './search-queue.js';

/** A search bundle as the memo keeps it: the key of the records and pages it was made from, and its files. */
export interface SearchEntry {
  readonly key: string;
  readonly files: readonly string[];
}

/** What the search stage reads from the passes before: `locale/language` -> its bundle. */
export interface SearchMemo {
  readonly search: ReadonlyMap<string, SearchEntry>;
}

export interface SearchPlan {
  /** Bundles to write, each with the key of what it is made from. */
  readonly todo: readonly { readonly job: SearchIndexJob; readonly key: string }[];
  /** Files of the bundles that stay as they are. */
  readonly kept: readonly string[];
}

/** A rendered locale, as the search stage reads it. */
export interface RenderedForSearch {
  readonly locale: string;
  readonly records: readonly SearchRecord[];
  /** Output HTML file -> the key of what the page was rendered from. */
  readonly entries: ReadonlyMap<string, { readonly key: string }>;
}

/** The search stage once started: each rendered locale is added as it comes; `finish` waits for
 * their bundles and gives the memo's entries of those written; `close` ends the services. */
export interface Searching {
  add(rendered: RenderedForSearch): void;
  finish(): Promise<Map<string, SearchEntry>>;
  close(): Promise<void>;
}

const NO_SEARCH: Searching = { add: () => undefined, finish: async () => new Map(), close: async () => undefined };

/**
 * Starts the search stage of a pass that indexes search (`enabled`). `warm`: in an edit on a site
 * whose search has bundles in more than one service, a worker starts now and is ready by the time
 * the edited pages are rendered.
 */
export function startSearch({ output, enabled, warm, stored }: { output: Output; enabled: boolean; warm: boolean; stored?: SearchMemo }): Searching {
  if (!enabled) return NO_SEARCH;
  const started = warm && (stored?.search.size ?? 0) > 1 ? startSearchWorker() : undefined;
  const queue = createSearchQueue({ outDir: output.dir, ...(started ? { started } : {}) });
  const locales: { locale: string; writes: boolean; done: Promise<Map<string, SearchEntry>> }[] = [];
  return {
    add: (rendered) => {
      const plan = planSearch({ rendered, stored });
      const done = writeSearch({ plan, queue, output });
      // Awaited with the other locales' after rendering; a failure meanwhile is not unhandled.
      done.catch(() => undefined);
      locales.push({ locale: rendered.locale, writes: plan.todo.length > 0, done });
    },
    finish: async () => {
      const indexed = locales.filter((locale) => locale.writes).map((locale) => locale.locale);
      const indexing = Promise.all(locales.map((locale) => locale.done));
      const written = indexed.length > 0 ? await task(`search ${indexed.join(' ')}`, () => indexing) : await indexing;
      return new Map(written.flatMap((entries) => [...entries]));
    },
    close: () => queue.close(),
  };
}

/** A rendered locale's bundles: those to write again, and the files of those that stay. */
export function planSearch({ rendered, stored }: { rendered: RenderedForSearch; stored?: SearchMemo }): SearchPlan {
  const todo: { job: SearchIndexJob; key: string }[] = [];
  const kept: string[] = [];
  // A page's render key covers everything its searchable part was made from.
  for (const job of searchIndexJobs({ locale: rendered.locale, records: rendered.records })) {
    const key = inputKey(job.records.map((record) => [record, rendered.entries.get(record.file)?.key]));
    const entry = stored?.search.get(searchBundleName(job));
    if (entry?.key === key) kept.push(...entry.files);
    else todo.push({ job, key });
  }
  return { todo, kept };
}

/** A search bundle's name in the build's memo. */
export const searchBundleName = (job: SearchIndexJob) => `${job.locale}/${job.language}`;

/** Hands the planned bundles to the queue; resolves, once they are written (by Pagefind, in its
 * worker), with the memo entry of each bundle written. The files of the bundles kept and written
 * are added to the output. */
async function writeSearch({ plan, queue, output }: { plan: SearchPlan; queue: SearchQueue; output: Output }): Promise<Map<string, SearchEntry>> {
  output.add(plan.kept);
  const files = plan.todo.length > 0 ? await queue.add(plan.todo.map(({ job }) => job)) : [];
  for (const bundle of files) output.add(bundle);
  return new Map(plan.todo.map(({ job, key }, index) => [searchBundleName(job), { key, files: files[index] ?? [] }]));
}
