// The edit loop of `docgen serve --watch` on a generated site: starts the compiled CLI in a child
// process, listens to the event stream as an open page does, saves a Markdown page several times
// and measures each save -> `rebuilt` event. Stops the server with SIGINT and checks it exits 0.
import { spawn } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { readEventStream } from './event-stream.js';

const CLI = fileURLToPath(new URL('../docgen.js', import.meta.url));
// More than the watcher's re-check window, so each save is an edit of its own.
const PAUSE_MS = 400;

function startServer({ siteDir }) {
  const child = spawn(
    process.execPath,
    [...(process.env.DOCGEN_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), CLI, 'serve', siteDir, '--watch', '--port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const ready = new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
      const url = /^serving (http:\/\/\S+\/)/m.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`serve --watch exited (${code}) before serving.\n${stdout}\n${stderr}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, ready, exited, output: () => `${stdout}\n${stderr}` };
}

/** The server's events, parsed, as an async queue. */
async function openEvents(url) {
  const controller = new AbortController();
  const response = await fetch(new URL('__docgen/events', url), { signal: controller.signal });
  const queue = [];
  let wake = () => {};
  void readEventStream(response.body, (event) => {
    queue.push({ ...event, at: performance.now() });
    wake();
  });
  const next = async (timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    while (queue.length === 0) {
      if (performance.now() > deadline) throw new Error(`no event from serve --watch within ${timeoutMs} ms`);
      await Promise.race([new Promise((resolve) => (wake = resolve)), sleep(50)]);
    }
    return queue.shift();
  };
  return { next, close: () => controller.abort() };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Saves `page` (relative to docs/) `saves` times; resolves with the first build time and each save's latency. */
export async function benchWatch({ siteDir, page, saves = 10 }) {
  const started = performance.now();
  const server = startServer({ siteDir });
  try {
    const url = await server.ready;
    const firstBuildSeconds = (performance.now() - started) / 1000;
    const events = await openEvents(url);
    const hello = await events.next(10_000);
    if (hello.type !== 'hello') throw new Error(`expected a hello event, got ${hello.type}`);
    const state = await events.next(10_000);
    if (state.type !== 'ok') throw new Error(`the first build is not ok: ${JSON.stringify(state.data)}`);
    const samplesMs = [];
    for (let index = 1; index <= saves; index += 1) {
      await sleep(PAUSE_MS);
      const saved = performance.now();
      await appendFile(join(siteDir, 'docs', page), `\nA sentence from save ${index}.\n`);
      const event = await events.next(30_000);
      if (event.type !== 'rebuilt' || event.data.changed.length === 0)
        throw new Error(`save ${index}: expected a rebuilt event naming the page, got ${event.type} ${JSON.stringify(event.data)}`);
      samplesMs.push(event.at - saved);
    }
    events.close();
    server.child.kill('SIGINT');
    const { code, signal } = await server.exited;
    if (code !== 0) throw new Error(`serve --watch did not exit cleanly on SIGINT (code ${code}, signal ${signal})`);
    return { firstBuildSeconds, saves, samplesMs, medianMs: median(samplesMs), maxMs: Math.max(...samplesMs) };
  } catch (error) {
    server.child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- serve --watch printed ---\n${server.output()}`);
  }
}
