// The search stage: which Pagefind bundles (one per locale and content language) must be written
// again, because one of their pages or the list of them changed, and handing them to the queue
// (search-queue.ts) as each locale is rendered.
import type { BuildMemo } from '../cache/memo.js';
import { inputKey } from '../../hash.js';
import type { Output } from '../output/output.js';
import { searchIndexJobs, type SearchIndexJob, type SearchRecord } from './search-index.js';
import type { SearchQueue } from './search-queue.js';

export interface SearchPlan {
  /** Bundles to write, each with the key of what it is made from. */
  readonly todo: readonly { readonly job: SearchIndexJob; readonly key: string }[];
  /** Files of the bundles that stay as they are. */
  readonly kept: readonly string[];
}

/** A rendered locale's bundles: those to write again, and the files of those that stay. */
export function planSearch({ locale, records, memo }: { locale: string; records: readonly SearchRecord[]; memo?: BuildMemo }): SearchPlan {
  const todo: { job: SearchIndexJob; key: string }[] = [];
  const kept: string[] = [];
  // A page's render key covers everything its searchable part was made from.
  const rendered = memo?.rendered.get(locale);
  for (const job of searchIndexJobs({ locale, records })) {
    const key = inputKey(job.records.map((record) => [record, rendered?.get(record.file)?.key]));
    const stored = memo?.search.get(searchBundleName(job));
    if (stored?.key === key) kept.push(...stored.files);
    else todo.push({ job, key });
  }
  return { todo, kept };
}

/** A search bundle's name in the build's memo. */
export const searchBundleName = (job: SearchIndexJob) => `${job.locale}/${job.language}`;

/** Hands the planned bundles to the queue; resolves, once they are written (by Pagefind, in its
 * worker), with the memo entry of each bundle written. The files of the bundles kept and written
 * are added to the output. */
export async function writeSearch({ plan, queue, output }: { plan: SearchPlan; queue: SearchQueue; output: Output }): Promise<{
  written: Map<string, { readonly key: string; readonly files: readonly string[] }>;
}> {
  output.add(plan.kept);
  const files = plan.todo.length > 0 ? await queue.add(plan.todo.map(({ job }) => job)) : [];
  for (const bundle of files) output.add(bundle);
  return { written: new Map(plan.todo.map(({ job, key }, index) => [searchBundleName(job), { key, files: files[index] ?? [] }])) };
}
