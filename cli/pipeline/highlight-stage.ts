// Highlighting ahead of the compile. Most of a grammar's cost is paid once per thread: loading it
// and compiling its regular expressions, which takes longer than highlighting a site's worth of
// its code. Left to the compile, every worker paid it for every language, since every worker got
// pages with every language. Here the blocks of each language go to one thread, and the compile
// takes their HTML as it finds the blocks (rehype-code-blocks.ts); a block the scan missed is
// highlighted there as before. Which thread highlights a block does not change its bytes.
import type { CodeRequest } from '../content/code/code-meta.js';
import { requestKey } from '../content/code/highlighter.js';
import { scanFences } from '../content/code/scan-fences.js';
import type { Executor } from './executor.js';

/** What loading a grammar and compiling its expressions costs, in characters of code highlighted. */
const LANGUAGE_COST = 20_000;

type Keyed = [key: string, request: CodeRequest];

/**
 * The requests as jobs for the pool: one per language, heaviest first, so that idle threads take
 * the next language and each grammar is compiled in one thread. A language heavier than a thread's
 * share of the whole is cut into as many jobs as there are threads, or one thread would do it
 * alone while the others wait.
 */
export function jobsOf({ requests, threads }: { requests: ReadonlyMap<string, CodeRequest>; threads: number }): Keyed[][] {
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

/**
 * The highlighted <pre> HTML of each body's code blocks, by request key, one record per body.
 * Only worth it when the compile runs in the pool (`pooled`); in one thread the compile
 * highlights as it goes at the same cost, and nothing is planned.
 */
export async function highlightAhead({
  bodies,
  executor,
  pooled,
}: {
  bodies: readonly string[];
  executor: Executor;
  pooled: boolean;
}): Promise<Readonly<Record<string, string>>[] | undefined> {
  if (!pooled || executor.parallelism < 2) return undefined;
  const requests = new Map<string, CodeRequest>();
  const keysOf = bodies.map((body) =>
    scanFences(body).map((request) => {
      const key = requestKey(request);
      requests.set(key, request);
      return key;
    }),
  );
  if (requests.size === 0) return undefined;
  const lists = jobsOf({ requests, threads: executor.parallelism });
  const jobs = lists.map((list) => list.map(([, request]) => request));
  const results = await executor.run<CodeRequest[], string[]>({ task: 'highlight', shared: null, jobs, threshold: 1, batchSize: 1 });
  const html = new Map<string, string>();
  lists.forEach((list, index) => list.forEach(([key], at) => html.set(key, results[index]?.[at] as string)));
  return keysOf.map((keys) => Object.fromEntries(keys.map((key) => [key, html.get(key) as string])));
}
