// How code blocks are spread over the pool ahead of the compile: each grammar in one thread unless
// one language is most of the work.
import { describe, expect, it } from 'vitest';
import type { CodeRequest } from '../content/code/code-meta.js';
import { jobsOf } from './highlight-stage.js';

const requests = (entries: [lang: string, size: number, count: number][]) => {
  const map = new Map<string, CodeRequest>();
  for (const [lang, size, count] of entries) {
    for (let index = 0; index < count; index++) map.set(`${lang}${index}`, { lang, code: 'x'.repeat(size), highlighted: [] });
  }
  return map;
};
const languagesOf = (jobs: ReturnType<typeof jobsOf>) => jobs.map((job) => [...new Set(job.map(([, request]) => request.lang))].join('+'));

describe('jobsOf', () => {
  it('makes one job per language, heaviest first', () => {
    const jobs = jobsOf({
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
    const jobs = jobsOf({
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
