// `docgen serve --watch` as the writer runs it: a child process of the compiled CLI, its terminal
// output, and the event stream open pages listen to.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readEventStream, type ServerEvent } from '../../bin/bench/event-stream.js';
import { WAIT_MS } from './patience.js';

const CLI = fileURLToPath(new URL('../../bin/docgen.js', import.meta.url));

export interface DevProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything printed to stdout so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the first stdout line after `from` (an index into stdout) that matches. */
  waitForLine(pattern: RegExp, options?: { from?: number; timeoutMs?: number }): Promise<string>;
  /** Sends the signal and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `serve --watch` (or `start`, with `command`) on a free port, with this repository's CLI
 * or another one (`cli`: a site's installed `docgen`). */
export async function startDevProcess({
  siteDir,
  args = [],
  command = 'serve',
  cli = CLI,
}: {
  siteDir: string;
  args?: readonly string[];
  command?: 'serve' | 'start';
  cli?: string;
}): Promise<DevProcess> {
  const commandArgs = command === 'serve' ? ['serve', siteDir, '--watch'] : ['start', siteDir, '--no-open'];
  const child = spawn(process.execPath, [cli, ...commandArgs, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const listener of listeners) listener();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

  const waitForLine: DevProcess['waitForLine'] = (pattern, { from = 0, timeoutMs = WAIT_MS } = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const line = out
          .slice(from)
          .split('\n')
          .find((candidate) => pattern.test(candidate));
        if (line === undefined) return false;
        cleanup();
        resolve(line);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms; stdout:\n${out}\nstderr:\n${err}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(listener);
      };
      const listener = () => void check();
      listeners.add(listener);
      check();
      void exited.then(() => {
        if (listeners.has(listener) && !check()) {
          cleanup();
          reject(new Error(`docgen exited before printing ${pattern}; stdout:\n${out}\nstderr:\n${err}`));
        }
      });
    });

  const line = await waitForLine(/^serving http:\/\//);
  const url = /(http:\/\/\S+\/)/.exec(line)?.[1] ?? '';
  return {
    url,
    child,
    stdout: () => out,
    stderr: () => err,
    waitForLine,
    stop: (signal = 'SIGINT') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface EventStream {
  /** The next event of this type that `matches` (events before it are passed over). Times out
   * before a test does. A save can reach the server as more than one rebuild (an editor's write
   * seen half-done), so tests name the event they wait for. */
  next(type: string, matches?: (data: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** Retries `check` until it passes (or the time is up): a page is rewritten a moment after the event. */
export async function eventually(check: () => Promise<void>, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Reads the dev server's Server-Sent Events as a page does. */
export async function openEventStream(baseUrl: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(new URL('__docgen/events', baseUrl), { signal: controller.signal, headers: { Accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
  if (!String(response.headers.get('content-type')).startsWith('text/event-stream'))
    throw new Error(`event stream has type ${response.headers.get('content-type')}`);
  const queue: ServerEvent[] = [];
  const wake = new Set<() => void>();
  void readEventStream(response.body as unknown as AsyncIterable<Uint8Array>, (event) => {
    queue.push(event);
    for (const callback of wake) callback();
  });
  return {
    next: (type, matches = () => true, timeoutMs = WAIT_MS) =>
      new Promise((resolve, reject) => {
        const seen: string[] = [];
        const check = () => {
          while (queue.length > 0) {
            const event = queue.shift() as ServerEvent;
            seen.push(event.type);
            if (event.type === type && matches(event.data)) {
              done();
              resolve(event.data);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no "${type}" event within ${timeoutMs} ms (saw: ${seen.join(', ') || 'nothing'})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          wake.delete(check);
        };
        wake.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
