// `docgen serve` without --watch: clean URLs, 404 with the locale's page, only GET and HEAD,
// nothing outside the folder (symlinks included), validators and caching, compression, and the
// next free port when the asked one is taken.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, isHashedAsset, pickEncoding, REVALIDATE, startStaticServer, type RunningServer } from '../cli/serve/static-server.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
let server: RunningServer;

beforeAll(async () => {
  site = await copyFixture('basic');
  await site.build();
  server = await startStaticServer({ root: site.outDir, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await site.remove();
});

interface Answer {
  status: number;
  type: string;
  body: string;
  bytes: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** Raw request, so paths like /../x reach the server unnormalised. */
function get(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: bytes.toString('utf8'), bytes, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  it.each([
    ['/', '<h1>Fixture home</h1>'],
    ['/docs/intro', '<title>Introduction · Fixture</title>'],
    ['/docs/intro.html', '<title>Introduction · Fixture</title>'],
    ['/es/', 'lang="es-ES"'],
    ['/es/docs-es/intro', '<title>Introducción · Fixture</title>'],
    ['/docs/intro?x=1', '<title>Introduction · Fixture</title>'],
  ])('serves %s', async (path, expected) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(expected);
  });

  it('answers unknown paths with 404 and the locale 404 page', async () => {
    const english = await get('/docs/nope');
    expect(english.status).toBe(404);
    expect(english.body).toContain('Page Not Found');
    const spanish = await get('/es/docs/nope');
    expect(spanish.status).toBe(404);
    expect(spanish.body).toContain('Página no encontrada');
  });

  it.each([
    '/../package.json',
    '/%2e%2e/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/..%2f..%2fpackage.json',
    '/..%5cpackage.json',
    '/..%5c..%5cpackage.json',
  ])('refuses traversal %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('"name"');
  });

  it('serves HEAD without a body and refuses POST', async () => {
    const head = await get('/docs/intro', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await get('/docs/intro', 'POST')).status).toBe(405);
  });

  it('serves JavaScript and CSS with their content types', async () => {
    const html = await get('/docs/intro');
    const script = /<script type="module" src="([^"]+)"/.exec(html.body)?.[1] ?? '';
    expect((await get(script)).type).toBe('text/javascript; charset=utf-8');
  });

  it('refuses a symlink that leads out of the folder', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'docgen-outside-'));
    await writeFile(join(outside, 'secret.txt'), 'secret');
    await symlink(join(outside, 'secret.txt'), join(site.outDir, 'leak.txt'));
    const response = await get('/leak.txt');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('secret');
    await rm(outside, { recursive: true, force: true });
  });

  it('caches content-hashed assets for good and revalidates the rest with an ETag (304 when unchanged)', async () => {
    const html = await get('/docs/intro');
    expect(html.headers['cache-control']).toBe(REVALIDATE);
    const etag = String(html.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get('/docs/intro', 'GET', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/docs/intro', 'GET', { 'If-None-Match': 'W/"0-0"' })).status).toBe(200);

    const script = /<script type="module" src="([^"]+)"/.exec(html.body)?.[1] ?? '';
    expect((await get(script)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/robots.txt')).headers['cache-control']).toBe(REVALIDATE);
    expect((await get('/docs/nope')).headers['cache-control']).toBe(REVALIDATE);
  });

  it('compresses text with brotli or gzip when accepted, and never images', async () => {
    const plain = await get('/docs/intro');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);

    const brotli = await get('/docs/intro', 'GET', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.bytes).toString('utf8')).toBe(plain.body);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);

    const gzip = await get('/docs/intro', 'GET', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(plain.body);

    const head = await get('/docs/intro', 'HEAD', { 'Accept-Encoding': 'br' });
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');

    const image = await get('/img/logo.svg', 'GET', { 'Accept-Encoding': 'br' });
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/svg+xml');
  });
});

describe('static server helpers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
  ] as const)('Accept-Encoding %j -> %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it.each([
    ['/assets/js/entry-AVGL74O5.js', true],
    ['/assets/data/p-o4xyiawhdh.js', true],
    ['/assets/css/entry-K3J5Y2QF.css', true],
    ['/assets/data/routes-en.js', false],
    ['/img/logo.svg', false],
    ['/docs/intro', false],
  ] as const)('%s is a content-hashed asset: %s', (path, expected) => {
    expect(isHashedAsset(path)).toBe(expected);
  });

  it('takes the next free port when the asked one is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const next = await startStaticServer({ root: site.outDir, port: taken, host: '127.0.0.1', portAttempts: 20 });
    expect(next.port).toBeGreaterThan(taken);
    expect(next.url).toBe(`http://127.0.0.1:${next.port}/`);
    await next.close();
    await expect(startStaticServer({ root: site.outDir, port: taken, host: '127.0.0.1' })).rejects.toThrow(/EADDRINUSE/);
    await new Promise((resolve) => blocker.close(resolve));
  });
});
