// The server side of live reload (serve --watch): an event stream (Server-Sent Events) that
// every open page listens to, the client script (runtime/dev/live-reload.ts, bundled once at
// start), and the tag that adds it to each page as it is served. Build output never has it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, type DevFailed, type DevRebuilt } from '../../runtime/shared/events.js';
import type { Problem } from '../errors.js';
import { RUNTIME_DIR } from '../paths.js';

export const CLIENT_TAG = `<script type="module" src="${DEV_CLIENT_PATH}"></script>`;
const HEARTBEAT_MS = 20_000;

export interface LiveReload {
  /** Answers the event stream and the client script; false for every other path. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
  /** Adds the client script to a page. */
  inject(html: string): string;
  rebuilt(event: Omit<DevRebuilt, 'version'>): void;
  failed(problems: readonly Problem[]): void;
  /** Pages connected now. */
  readonly clients: number;
  close(): void;
}

export async function bundleLiveClient(): Promise<string> {
  const result = await build({
    entryPoints: [join(RUNTIME_DIR, 'dev', 'live-reload.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export function createLiveReload({ client }: { client: string }): LiveReload {
  const session = randomUUID();
  const streams = new Set<ServerResponse>();
  let version = 0;
  // What a page that connects now must be told: the last failure, until a rebuild succeeds.
  let failure: DevFailed | null = null;

  const send = (res: ServerResponse, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: unknown) => {
    for (const res of streams) send(res, event, data);
  };
  const heartbeat = setInterval(() => {
    for (const res of streams) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (pathname === DEV_CLIENT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }).end(req.method === 'HEAD' ? undefined : client);
      return true;
    }
    if (pathname !== DEV_EVENTS_PATH) return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    // The browser reconnects by itself after a second when the stream drops.
    res.write('retry: 1000\n\n');
    send(res, 'hello', { session, version });
    if (failure) send(res, 'failed', failure);
    else send(res, 'ok', { version });
    streams.add(res);
    req.on('close', () => streams.delete(res));
    return true;
  }

  return {
    handle,
    inject: (html) => (html.includes('</body>') ? html.replace('</body>', `${CLIENT_TAG}</body>`) : html + CLIENT_TAG),
    rebuilt(event) {
      failure = null;
      broadcast('rebuilt', { ...event, version: ++version } satisfies DevRebuilt);
    },
    failed(problems) {
      failure = { version: ++version, problems: problems.map(({ name, where, message }) => ({ name, message, ...(where ? { where } : {}) })) };
      broadcast('failed', failure);
    },
    get clients() {
      return streams.size;
    },
    close() {
      clearInterval(heartbeat);
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
