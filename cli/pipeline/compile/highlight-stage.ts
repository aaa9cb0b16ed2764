// Highlighting ahead of the compile. Most of a grammar's cost is paid once per thread: loading it
// and compiling its regular expressions, which takes longer than highlighting a site's worth of
// its code. Left to the compile, every worker paid it for every language, since every worker got
// pages with every language. Here the blocks of each language go to one thread, and the compile
// takes their HTML as it finds the blocks (rehype-code-blocks.ts); a block the scan missed is
// highlighted there as before. Which thread highlights a block does not change its bytes.
import type { RehypeCodeBlocksOptions } from '../../content/plugins/rehype-code-blocks.js';
import { requestKey, type CodeRequest } from '../../content/code/highlighter.js';
import { scanFences } from '../../content/code/scan-fences.js';
import type { Executor } from '../workers/executor.js';

/** What loading a grammar and compiling its expressions costs, in characters of code highlighted. */
const LANGUAGE_COST = 20_000;

type Keyed = [key: string, request: CodeRequest];

/**
 * The requests as jobs for the pool: one per language, heaviest first, so that idle threads take
 * the next language and each grammar is compiled in one thread. A language heavier than a thread's
 * share of the whole is cut into as many jobs as there are threads, or one thread would do it
 * alone while the others wait.
 */
export function highlightJobs({ requests, threads }: { requests: ReadonlyMap<string, CodeRequest>; threads: number }): Keyed[][] {
  const byLanguage = new Map<string, { requests: Keyed[]; weight: number }>();
  let total = 0;
  for (const keyed of requests) {
    const [, request] = keyed;
    const group = byLanguage.get(request.lang) ?? { requests: [], weight: LANGUAGE_COST };
    if (group.requests.length === 0) total += LANGUAGE_COST;
    group.requests.push(keyed);
    group.weight += request.code.length;
    total += request.code.length;
    byLanguage.set(request.lang, group);
  }
  const jobs: { requests: Keyed[]; weight: number }[] = [];
  for (const group of byLanguage.values()) {
    const parts = group.weight > total / threads ? threads : 1;
    const size = Math.ceil(group.requests.length / parts);
    for (let start = 0; start < group.requests.length; start += size) {
      jobs.push({ requests: group.requests.slice(start, start + size), weight: group.weight / parts });
    }
  }
  // Sorted stably by weight: the order is the same from build to build.
  return jobs.sort((a, b) => b.weight - a.weight).map((job) => job.requests);
}

/** Code highlighted by earlier builds: HTML by request key, and each source file's keys. */
export interface HighlightMemo {
  readonly html: Map<string, string>;
  readonly keysByFile: Map<string, readonly string[]>;
}

/** What the highlight stage made of a pass's sources. */
export interface HighlightedCode {
  /** Each source's blocks, one record per source in the order given: request key -> <pre> HTML. */
  readonly records: readonly Readonly<Record<string, string>>[];
  /** The blocks highlighted by this pass (the memo had the others), by request key. */
  readonly fresh: ReadonlyMap<string, string>;
  /** Each source file's request keys. */
  readonly keysByFile: ReadonlyMap<string, readonly string[]>;
}

/**
 * The highlighted <pre> HTML of each source's code blocks; undefined when nothing was planned.
 * Blocks an earlier build highlighted come from `memo`, which is only read: the caller stores the
 * result (rememberCode, cache/highlight-store.ts). In one thread with no memo, nothing is planned: the compile highlights as
 * it goes at the same cost.
 */
export async function highlightAhead({
  sources,
  executor,
  pooled,
  memo,
  code,
}: {
  sources: readonly { readonly file: string; readonly body: string }[];
  /** How the site's code blocks are read and coloured. */
  code: RehypeCodeBlocksOptions;
  executor: Executor;
  /** Whether the compile runs in the pool. */
  pooled: boolean;
  memo?: HighlightMemo;
}): Promise<HighlightedCode | undefined> {
  const inPool = pooled && executor.parallelism > 1;
  if (!inPool && !memo) return undefined;
  const missing = new Map<string, CodeRequest>();
  const keysOf = sources.map(({ body }) =>
    scanFences(body, code).map((request) => {
      const key = requestKey(request, code);
      if (!memo?.html.has(key)) missing.set(key, request);
      return key;
    }),
  );
  const fresh = new Map<string, string>();
  if (missing.size > 0) {
    const lists = highlightJobs({ requests: missing, threads: inPool ? executor.parallelism : 1 });
    const jobs = lists.map((list) => list.map(([, request]) => request));
    const threshold = inPool ? 1 : Number.POSITIVE_INFINITY;
    const results = await executor.run<CodeRequest[], string[]>({ task: 'highlight', shared: { code }, jobs, threshold, batchSize: 1 });
    lists.forEach((list, index) => list.forEach(([key], at) => fresh.set(key, results[index]?.[at] as string)));
  }
  return {
    records: keysOf.map((keys) => Object.fromEntries(keys.map((key) => [key, fresh.get(key) ?? (memo?.html.get(key) as string)]))),
    fresh,
    keysByFile: new Map(sources.map(({ file }, index) => [file, keysOf[index] ?? []])),
  };
}
