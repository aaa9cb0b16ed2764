// `docgen serve` without --watch: clean URLs, 404 with the locale's page, only GET and HEAD.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from '../cli/serve/static-server.js';
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

/** Raw request, so paths like /../x reach the server unnormalised. */
function get(path: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
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

  it.each(['/../package.json', '/%2e%2e/%2e%2e/package.json', '/..%2f..%2fpackage.json', '/..%5c..%5cpackage.json'])('refuses traversal %s', async (path) => {
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
});
