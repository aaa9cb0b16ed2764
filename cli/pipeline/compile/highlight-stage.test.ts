// How code blocks are spread over the pool ahead of the compile: each grammar in one thread unless
// one language is most of the work.
import { describe, expect, it } from 'vitest';
import type { CodeRequest } from '../../content/code/highlighter.js';
import { DEFAULT_PRISM } from '../../config/code-themes.js';
import { createExecutor } from '../workers/executor.js';
import { rememberCode } from '../cache/highlight-store.js';
import { highlightAhead, highlightJobs, type HighlightedCode, type HighlightMemo } from './highlight-stage.js';

const requests = (entries: [lang: string, size: number, count: number][]) => {
  const map = new Map<string, CodeRequest>();
  for (const [lang, size, count] of entries) {
    for (let index = 0; index < count; index++) map.set(`${lang}${index}`, { lang, code: 'x'.repeat(size), lineClassNames: {} });
  }
  return map;
};
const languagesOf = (jobs: ReturnType<typeof highlightJobs>) => jobs.map((job) => [...new Set(job.map(([, request]) => request.lang))].join('+'));

describe('highlightJobs', () => {
  it('makes one job per language, heaviest first', () => {
    const jobs = highlightJobs({
      requests: requests([
        ['json', 100, 10],
        ['js', 2_000, 5],
        ['bash', 500, 4],
      ]),
      threads: 2,
    });
    expect(languagesOf(jobs)).toEqual(['js', 'bash', 'json']);
    expect(jobs.map((job) => job.length)).toEqual([5, 4, 10]);
  });

  it('cuts a language heavier than a thread share into one job per thread', () => {
    const jobs = highlightJobs({
      requests: requests([
        ['js', 10_000, 40],
        ['bash', 100, 3],
      ]),
      threads: 2,
    });
    expect(languagesOf(jobs)).toEqual(['js', 'js', 'bash']);
    expect(jobs.map((job) => job.length)).toEqual([20, 20, 3]);
  });
});

describe('highlightAhead', () => {
  const a = { file: '/site/a.md', body: '# A\n\n```js\nconst a = 1;\n```\n\n```bash\necho a\n```\n' };
  const b = { file: '/site/b.md', body: '```js\nconst b = 2;\n```\n' };

  it('plans nothing in one thread without a memo: the compile highlights as it goes', async () => {
    expect(
      await highlightAhead({
        sources: [a],
        code: DEFAULT_PRISM,
        executor: createExecutor({ threads: 0, tasks: async () => (await import('../worker-tasks.js')).runTask }),
        pooled: false,
      }),
    ).toBeUndefined();
  });

  it('only reads the memo; what it returns, once remembered, makes the next pass highlight only new blocks; a pass over the whole site forgets code no file has', async () => {
    const executor = createExecutor({ threads: 0, tasks: async () => (await import('../worker-tasks.js')).runTask });
    const runs: number[] = [];
    const counting = { ...executor, run: ((input) => (runs.push(input.jobs.length), executor.run(input))) as typeof executor.run };
    const memo: HighlightMemo = { html: new Map(), keysByFile: new Map() };
    const first = await highlightAhead({ sources: [a], code: DEFAULT_PRISM, executor: counting, pooled: false, memo });
    expect(runs).toEqual([2]);
    expect(Object.values(first?.records[0] ?? {}).map((html) => /^<pre tabindex="0" class="prism-code/.test(html))).toEqual([true, true]);
    expect(first?.fresh.size).toBe(2);
    expect(memo.html.size).toBe(0);
    rememberCode({ memo, code: first as HighlightedCode });
    expect(memo.html.size).toBe(2);

    const again = await highlightAhead({ sources: [a, b], code: DEFAULT_PRISM, executor: counting, pooled: false, memo });
    expect(runs).toEqual([2, 1]);
    expect(again?.records[0]).toEqual(first?.records[0]);
    expect(again?.fresh.size).toBe(1);
    // An edit pass (no `files`) adds without forgetting.
    rememberCode({ memo, code: again as HighlightedCode });
    expect(memo.html.size).toBe(3);
    expect([...memo.keysByFile.keys()]).toEqual([a.file, b.file]);

    const onlyB = await highlightAhead({ sources: [b], code: DEFAULT_PRISM, executor: counting, pooled: false, memo });
    expect(runs).toEqual([2, 1]);
    rememberCode({ memo, code: onlyB as HighlightedCode, files: new Set([b.file]) });
    expect([...memo.keysByFile.keys()]).toEqual([b.file]);
    expect([...memo.html.keys()]).toEqual(Object.keys(again?.records[1] ?? {}));
  });
});
