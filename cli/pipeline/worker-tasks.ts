// The work a build hands to its executor, by name (workers/protocol.ts): the same functions run in
// a worker thread and in the main thread. A payload is plain data (what the jobs share, and the jobs).
import { compileSource, type CompileShared, type SourceJob, type SourceResult } from './compile/compile-source.js';
import { localizeText } from './compile/placeholders.js';
import { writePendingCopies, type PendingCopy } from './compile/markdown-copies.js';
import { renderBatch, type RenderShared } from './render/render-batch.js';
import { highlightHtml, type CodeRequest, type CodeStyle } from '../content/code/highlighter.js';
import type { TaskName, TaskPayload } from './workers/protocol.js';

const tasks = {
  /** Source files compiled into their pages, once for all locales where it can be. */
  compile: async (shared: CompileShared, jobs: readonly SourceJob[]): Promise<SourceResult[]> => {
    const results: SourceResult[] = [];
    for (const source of jobs) results.push(await compileSource({ source, shared }));
    return results;
  },
  /** Code blocks highlighted ahead of the compile (highlight-stage.ts): a list of requests per job. */
  highlight: async (shared: { code: CodeStyle }, jobs: readonly (readonly CodeRequest[])[]): Promise<string[][]> => {
    const results: string[][] = [];
    for (const requests of jobs) {
      const html: string[] = [];
      for (const request of requests) html.push(await highlightHtml(request, shared.code));
      results.push(html);
    }
    return results;
  },
  /** Markdown copies left to write once the pages are compiled (markdown-copies.ts); their files. */
  copy: async (_shared: null, jobs: readonly PendingCopy[]): Promise<string[][]> => {
    // One call for the batch: it makes each folder once.
    writePendingCopies({ jobs, localize: localizeText });
    return jobs.map((job) => job.targets.map((target) => target.file));
  },
  render: (shared: RenderShared, jobs: Parameters<typeof renderBatch>[0]['jobs']) => renderBatch({ shared, jobs }),
} satisfies Record<TaskName, (shared: never, jobs: never) => Promise<unknown[]>>;

export async function runTask({ task, shared, jobs }: TaskPayload): Promise<unknown[]> {
  const run = tasks[task] as (shared: unknown, jobs: readonly unknown[]) => Promise<unknown[]>;
  return run(shared, jobs);
}
