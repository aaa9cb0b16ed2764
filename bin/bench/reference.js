// A fixed one-thread workload the benchmark times before and after its builds. Build times on a
// shared machine move with the host's speed (the same build has taken from 35 s to 51 s in one
// day); this figure moves with it, so two runs can be compared, and a run on a slow moment is
// seen to be one. It does what a build does most: build strings, parse, match, hash, allocate.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { mulberry32 } from './generate-site.js';

const WORDS = ['docs', 'build', 'page', 'sidebar', 'render', 'cache', 'token', 'stream', 'locale', 'theme'];
const ROUNDS = 3;

export function workload() {
  const random = mulberry32(1);
  let digest = '';
  for (let page = 0; page < 1000; page += 1) {
    const lines = [];
    for (let line = 0; line < 80; line += 1) {
      const words = Array.from({ length: 12 }, () => WORDS[Math.floor(random() * WORDS.length)]);
      lines.push(`${words.join(' ')} [link](./${words[0]}.md) \`${words[1]}()\``);
    }
    const text = lines.join('\n');
    const tokens = [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)|`([^`]+)`|(\w+)/g)].map((match) => ({ text: match[0], index: match.index }));
    const tree = JSON.parse(JSON.stringify({ page, tokens }));
    digest = createHash('sha256')
      .update(digest + tree.tokens.length + text)
      .digest('hex');
  }
  return digest;
}

/** Milliseconds of the workload, best of three (lower is a faster machine at that moment). */
export function referenceMs() {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    workload();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** The same, on every core at once (one worker thread each), as a build's workers run: a host that
 * is fast for one thread can still be slow for two. Best of three, in milliseconds. */
export async function referenceAllCoresMs() {
  const threads = availableParallelism();
  const code = `import { workload } from ${JSON.stringify(import.meta.url)}; import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => { workload(); parentPort.postMessage('done'); });`;
  const workers = Array.from({ length: threads }, () => new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`)));
  const run = () =>
    Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) => {
            worker.once('message', resolve);
            worker.postMessage('go');
          }),
      ),
    );
  try {
    await run(); // loads the module and warms each thread up
    let best = Infinity;
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now();
      await run();
      best = Math.min(best, performance.now() - start);
    }
    return { threads, ms: best };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

const PROBE_FILES = 500;

/**
 * Microseconds of CPU (user and system) to create one small file in a new folder under `dir`, best
 * of three rounds of 500. A build creates a few files per page, and what that costs depends on the
 * file system and the kernel far more than on the CPU: on one virtual machine it has ranged from 20
 * to 800 microseconds within an hour, which alone moves a 10,000-page cold build (30,000 files) by
 * twenty seconds.
 */
export function fileCreationUs({ dir }) {
  const data = 'x'.repeat(4096);
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const folder = join(dir, `file-probe-${round}`);
    mkdirSync(folder, { recursive: true });
    const start = process.cpuUsage();
    for (let file = 0; file < PROBE_FILES; file += 1) writeFileSync(join(folder, `${file}.txt`), data);
    const { user, system } = process.cpuUsage(start);
    best = Math.min(best, (user + system) / PROBE_FILES);
    rmSync(folder, { recursive: true, force: true });
  }
  return best;
}
