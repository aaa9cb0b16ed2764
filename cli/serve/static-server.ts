// Serves a built folder: clean URLs (/docs/intro -> docs/intro.html or docs/intro/index.html),
// the locale's 404.html with status 404, only GET and HEAD, nothing outside the folder.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Candidate files for a URL path, in order; null when the path tries to leave the root. */
export function candidateFiles({ root, pathname }: { root: string; pathname: string }): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const target = resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (target === root) return [join(root, 'index.html')];
  if (decoded.endsWith('/')) return [join(target, 'index.html'), `${target}.html`];
  return extname(decoded) ? [target, join(target, 'index.html')] : [`${target}.html`, join(target, 'index.html'), target];
}

async function resolveFile(root: string, realRoot: string, pathname: string): Promise<string | null> {
  for (const file of candidateFiles({ root, pathname }) ?? []) {
    try {
      const info = await stat(file);
      if (!info.isFile()) continue;
      const real = await realpath(file);
      if (real.startsWith(realRoot + sep)) return real;
    } catch {
      // Not there: try the next candidate.
    }
  }
  return null;
}

async function notFoundFile(root: string, realRoot: string, pathname: string): Promise<string | null> {
  const locale = /^\/([a-z]{2}(?:-[A-Za-z]{2,4})?)(?:\/|$)/.exec(pathname)?.[1];
  return (locale ? await resolveFile(root, realRoot, `/${locale}/404.html`) : null) ?? resolveFile(root, realRoot, '/404.html');
}

function send(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  res.writeHead(status, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export async function startStaticServer({ root, port, host }: { root: string; port: number; host: string }): Promise<RunningServer> {
  const absRoot = resolve(root);
  const realRoot = await realpath(absRoot);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed\n');
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    void (async () => {
      const file = await resolveFile(absRoot, realRoot, pathname);
      if (file) return send(req, res, file, 200);
      const notFound = await notFoundFile(absRoot, realRoot, pathname);
      if (notFound) return send(req, res, notFound, 404);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${address.port}/`,
    port: address.port,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
