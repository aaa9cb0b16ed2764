// Serves a built folder: clean URLs (/docs/intro -> docs/intro.html or docs/intro/index.html),
// the locale's 404.html with status 404, only GET and HEAD, nothing outside the folder (symlinks
// included). Validators (ETag) on every file; content-hashed assets are cached for good, the rest
// revalidated; text is compressed with brotli or gzip when the browser accepts it.
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { parseHeadersFile } from '../pipeline/site/csp.js';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { HEADERS_FILE } from '../pipeline/output/output-layout.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** Types worth compressing; images, fonts and Pagefind's files (gzipped already) are not. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|wasm)|image\/svg)/;
const MIN_COMPRESS_BYTES = 1024;

/** esbuild's `[name]-[hash]` and docgen's data chunks under /assets/: their content never changes. */
export const isHashedAsset = (pathname: string) => /\/assets\/.+-[A-Za-z0-9]{8,}\.[a-z0-9]+$/.test(pathname);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  readonly root: string;
  /** 0 picks any free port. */
  readonly port: number;
  readonly host: string;
  /** Ports after `port` to try when it is taken. */
  readonly portAttempts?: number;
  /** Rewrites every HTML page served (serve --watch adds its live reload script). */
  readonly transformHtml?: (html: string, pathname: string) => string;
  /** Answers requests the files do not (serve --watch's event stream); true when it did. */
  readonly handle?: (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
}

/** Picks brotli or gzip from Accept-Encoding (brotli first), or nothing. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
        return [name.trim(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/** The `/*` headers of the folder's `_headers` file (the site's Content-Security-Policy), read again when it changes. */
function siteHeaders(root: string): () => Record<string, string> {
  const file = join(root, HEADERS_FILE);
  let seen = '';
  let headers: Record<string, string> = {};
  return () => {
    let stamp = 'missing';
    try {
      const info = statSync(file);
      stamp = `${info.mtimeMs} ${info.size}`;
    } catch {
      // No file: no extra headers.
    }
    if (stamp !== seen) {
      seen = stamp;
      headers = stamp === 'missing' ? {} : parseHeadersFile(readFileSync(file, 'utf8'));
    }
    return headers;
  };
}

const etagOf = (info: Stats, variant = '') => `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${variant}"`;

function send({
  req,
  res,
  file,
  info,
  status,
  pathname,
  options,
  extra,
}: {
  req: IncomingMessage;
  res: ServerResponse;
  file: string;
  info: Stats;
  status: number;
  pathname: string;
  options: StaticServerOptions;
  extra: Record<string, string>;
}): void {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const html = type.startsWith('text/html') && options.transformHtml;
  const etag = etagOf(info, html ? '-live' : '');
  const compressible = COMPRESSIBLE.test(type);
  const headers: Record<string, string> = {
    ...extra,
    'Content-Type': type,
    'Cache-Control': status === 200 && isHashedAsset(pathname) ? IMMUTABLE : REVALIDATE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  const vary = [extra.Vary, compressible ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
  if (vary) headers.Vary = vary;
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const body = html ? readFile(file, 'utf8').then((text) => Buffer.from(options.transformHtml?.(text, pathname) ?? text)) : null;
  void (async () => {
    const bytes = body ? await body : null;
    const size = bytes ? bytes.length : info.size;
    const encoding = compressible && size >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) headers['Content-Encoding'] = encoding;
    else headers['Content-Length'] = String(size);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const input = bytes ? Readable.from([bytes]) : createReadStream(file);
    if (!encoding) {
      pipeline(input, res, () => undefined);
      return;
    }
    // On-the-fly brotli at quality 5: close to gzip's speed, smaller output.
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : createGzip({ level: 6 });
    pipeline(input, compressor, res, () => undefined);
  })().catch(() => {
    if (!res.headersSent) res.writeHead(500).end();
    else res.destroy();
  });
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

async function resolveFile(root: string, realRoot: string, pathname: string): Promise<{ file: string; info: Stats } | null> {
  for (const file of candidateFiles({ root, pathname }) ?? []) {
    try {
      const info = await stat(file);
      if (!info.isFile()) continue;
      const real = await realpath(file);
      if (real.startsWith(realRoot + sep)) return { file: real, info };
    } catch {
      // Not there: try the next candidate.
    }
  }
  return null;
}

/** A request that asks for Markdown first (`Accept: text/markdown`), as AI tools fetching docs do. */
const wantsMarkdown = (accept: string | undefined) => accept !== undefined && /(^|,)\s*text\/markdown\s*(;(?!\s*q=0(\.0*)?\s*(,|$))[^,]*)?(,|$)/.test(accept);

/** Where a page's Markdown copy is (config `llms`): `/docs/intro` -> `/docs/intro.md`, `/` -> `/index.md`. */
const copyPath = (pathname: string) => `${pathname.replace(/\/+$/, '') || ''}${pathname === '/' ? '/index' : ''}.md`;

async function notFoundFile(root: string, realRoot: string, pathname: string) {
  const locale = /^\/([a-z]{2}(?:-[A-Za-z]{2,4})?)(?:\/|$)/.exec(pathname)?.[1];
  return (locale ? await resolveFile(root, realRoot, `/${locale}/404.html`) : null) ?? resolveFile(root, realRoot, '/404.html');
}

/** Listens on `port`, or the next free one of `attempts` ports after it. */
async function listen({ server, port, host, attempts }: { server: Server; port: number; host: string; attempts: number }): Promise<void> {
  for (let offset = 0; ; offset += 1) {
    try {
      await new Promise<void>((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(port + offset, host, () => {
          server.off('error', reject);
          resolveListen();
        });
      });
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE' || port === 0 || offset + 1 >= attempts) throw error;
    }
  }
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const { root, port, host } = options;
  const absRoot = resolve(root);
  const realRoot = await realpath(absRoot);
  const headersOfSite = siteHeaders(absRoot);
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (options.handle?.(req, res, pathname)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed\n');
      return;
    }
    void (async () => {
      // A page asked for as Markdown: its copy, when the build wrote one. Either answer varies with Accept.
      const copy = !extname(pathname) && wantsMarkdown(req.headers.accept) ? await resolveFile(absRoot, realRoot, copyPath(pathname)) : null;
      if (copy) return send({ req, res, ...copy, status: 200, pathname, options, extra: { ...headersOfSite(), Vary: 'Accept' } });
      const found = await resolveFile(absRoot, realRoot, pathname);
      if (found) return send({ req, res, ...found, status: 200, pathname, options, extra: headersOfSite() });
      const notFound = await notFoundFile(absRoot, realRoot, pathname);
      if (notFound) return send({ req, res, ...notFound, status: 404, pathname, options, extra: headersOfSite() });
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await listen({ server, port, host, attempts: options.portAttempts ?? 1 });
  const address = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${address.port}/`,
    port: address.port,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        // Keep-alive sockets and event streams would hold close() open.
        server.closeAllConnections();
      }),
  };
}
