// The floor a cold build is judged against: what the build's Markdown parser alone takes on the
// site's sources, on the build's threads. In a process of its own with the V8 flags of a build,
// the site's sources are listed as the build reads them (the build's config and content loaders:
// front matter stripped, format chosen), shared out by size over one worker thread per core (as
// the build's pool has), and each thread parses its share with the build's compiled parser
// (dist/parse-only.js). Timed from starting the threads to the last parse finished: that includes
// starting the threads, handing them the sources and loading the parser's modules, which a build
// pays too; not loading the config, listing and reading the files (the build does that before its
// compile), nor anything after parsing (tree transforms, HTML, highlighting, rendering, writing).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { V8_FLAGS } from '../v8-flags.js';

const PARSE_ONLY_URL = new URL('../../dist/parse-only.js', import.meta.url);
const WORKER_URL = new URL('./floor-worker.js', import.meta.url);

/** A source's size: its body's length. */
const sizeOf = (source) => source.body.length;

/**
 * The sources shared out over `threads` threads by size: largest first, each to the thread with
 * the least so far (the first of equals), so the threads finish close together.
 */
export function shareBySize({ sources, threads }) {
  const shares = Array.from({ length: threads }, () => ({ size: 0, sources: [] }));
  const bySize = [...sources].sort((a, b) => sizeOf(b) - sizeOf(a) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const source of bySize) {
    const least = shares.reduce((min, share) => (share.size < min.size ? share : min));
    least.sources.push(source);
    least.size += sizeOf(source);
  }
  return shares.map((share) => share.sources);
}

/** Runs in the floor's process: lists the site's sources, then times their parse on every core. */
export async function timeFloor({ siteDir }) {
  const { listParseSources } = await import(PARSE_ONLY_URL.href);
  const sources = await listParseSources({ siteDir });
  const threads = availableParallelism();
  const shares = shareBySize({ sources, threads });
  const start = performance.now();
  const workers = shares.map((share) => new Worker(WORKER_URL, { workerData: { sources: share } }));
  try {
    const parsed = await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve, reject) => {
            worker.once('message', ({ parsed }) => resolve(parsed));
            worker.once('error', reject);
            worker.once('exit', (code) => reject(new Error(`a parsing thread exited (${code}) before it finished`)));
          }),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    const total = parsed.reduce((sum, count) => sum + count, 0);
    if (total !== sources.length) throw new Error(`the parsing threads parsed ${total} of ${sources.length} sources`);
    return { seconds, files: sources.length, bytes: sources.reduce((sum, source) => sum + Buffer.byteLength(source.body), 0), threads };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** The floor of the site in `siteDir`, measured in a fresh Node process as a build is. */
export function measureFloor({ siteDir }) {
  // A CommonJS script: worker threads inherit the process's options, and an ES module worker
  // cannot start under --input-type.
  const script = `import(${JSON.stringify(import.meta.url)}).then(({ timeFloor }) => timeFloor(${JSON.stringify({ siteDir })})).then((floor) => console.log(JSON.stringify(floor)));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...V8_FLAGS, '-e', script], { cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`exit code ${code}`);
        resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
      } catch (error) {
        reject(new Error(`the parse-only floor of ${siteDir} failed (${error.message}).\n${stderr.trim()}\n${stdout.trim()}`));
      }
    });
  });
}
