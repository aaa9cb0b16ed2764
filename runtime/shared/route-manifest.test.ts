import { describe, expect, it } from 'vitest';
import { encodeManifest, manifestEntry, matchRoute, routePathOf } from './route-manifest.js';
import type { ManifestEntry } from './types.js';

const SIDEBAR = '/base/assets/data/sidebar-aaa.js';
const entries = new Map<string, ManifestEntry>([
  ['/', { k: 'component', c: '/base/assets/js/page-home.js' }],
  ['/docs/intro', { k: 'doc', c: '/base/assets/data/p-intro.js', s: SIDEBAR }],
  ['/docs/guides/first', { k: 'doc', c: '/base/assets/data/p-first.js', s: SIDEBAR }],
  ['/docs/api', { k: 'doc', c: '/base/assets/js/mdx-api.js', s: '/base/assets/data/sidebar-bbb.js', x: 1, f: '/base/assets/data/f-api.js' }],
  ['/docs/api-plain', { k: 'doc', c: '/base/assets/js/mdx-plain.js', s: SIDEBAR, x: 1 }],
  ['/docs/tabs', { k: 'doc', c: '/base/assets/data/p-tabs.js', s: SIDEBAR, t: '/base/assets/js/content-tree-x.js' }],
  ['/docs/ñandú', { k: 'markdown', c: '/base/assets/data/p-nandu.js' }],
  ['/404', { k: 'not-found' }],
]);
const manifest = encodeManifest({ entries, assetsPrefix: '/base/assets/' });

describe('encodeManifest / manifestEntry', () => {
  it('round-trips every listed route and leaves the not-found page out', () => {
    for (const [path, entry] of entries) {
      expect(manifestEntry(manifest, path)).toEqual(entry.k === 'not-found' ? undefined : entry);
    }
  });

  it('stores a shared sidebar once and chunk URLs without the assets prefix', () => {
    // Paths are sorted, so /docs/api (sidebar bbb) comes first.
    expect(manifest.s).toEqual(['data/sidebar-bbb.js', 'data/sidebar-aaa.js']);
    expect(manifest.r['/docs/intro']).toEqual(['d', 'data/p-intro.js', 1, 0]);
    expect(manifest.r['/docs/guides/first']).toEqual(['d', 'data/p-first.js', 1, 0]);
    expect(JSON.stringify(manifest)).not.toContain('/base/assets/data/');
  });

  it('adds the fragments chunk of an MDX page as a fifth field, only when the page has one', () => {
    expect(manifest.r['/docs/api']).toEqual(['d', 'js/mdx-api.js', 0, 1, 'data/f-api.js']);
    expect(manifest.r['/docs/api-plain']).toEqual(['d', 'js/mdx-plain.js', 1, 1]);
  });

  it('marks an MDX page compiled to a content tree with a 2 where a module has its 1, and names the renderer once', () => {
    expect(manifest.r['/docs/tabs']).toEqual(['d', 'data/p-tabs.js', 1, 2]);
    expect(manifest.t).toBe('js/content-tree-x.js');
    expect(manifestEntry(manifest, '/docs/tabs')?.t).toBe('/base/assets/js/content-tree-x.js');
    expect(encodeManifest({ entries: new Map([...entries].filter(([path]) => path !== '/docs/tabs')), assetsPrefix: '/base/assets/' }).t).toBeUndefined();
  });

  it('knows nothing of inherited object keys', () => {
    expect(manifestEntry(manifest, 'constructor')).toBeUndefined();
    expect(manifestEntry(manifest, '__proto__')).toBeUndefined();
  });
});

describe('routePathOf', () => {
  it.each([
    ['/', '/', '/'],
    ['/docs/intro/', '/', '/docs/intro'],
    ['/es', '/es', '/'],
    ['/es/', '/es', '/'],
    ['/es/docs/intro', '/es', '/docs/intro'],
    ['/docs/intro', '/es', null],
    ['/espanol/x', '/es', null],
  ])('%s under %s -> %s', (pathname, root, expected) => {
    expect(routePathOf({ pathname, root })).toBe(expected);
  });
});

describe('matchRoute', () => {
  const match = (pathname: string, options: { root?: string; trailingSlash?: boolean } = {}) =>
    matchRoute({ pathname, root: options.root ?? '/base', manifest, trailingSlash: options.trailingSlash ?? false });

  it('matches exact routes, with or without a trailing slash', () => {
    expect(match('/base/docs/intro')).toMatchObject({ kind: 'route', path: '/docs/intro', entry: { c: '/base/assets/data/p-intro.js' } });
    expect(match('/base/docs/intro/')).toMatchObject({ kind: 'route', path: '/docs/intro' });
    expect(match('/base/')).toMatchObject({ kind: 'route', path: '/' });
    expect(match('/base')).toMatchObject({ kind: 'route', path: '/' });
  });

  it('is exact: a prefix or an extension of a route is not found', () => {
    expect(match('/base/docs')).toEqual({ kind: 'not-found', path: '/docs' });
    expect(match('/base/docs/intro/more')).toEqual({ kind: 'not-found', path: '/docs/intro/more' });
  });

  it('decodes percent-encoded paths', () => {
    expect(match('/base/docs/%C3%B1and%C3%BA')).toMatchObject({ kind: 'route', path: '/docs/ñandú' });
    expect(match('/base/docs/%E0%A4%A')).toEqual({ kind: 'outside' });
  });

  it('trims .html and index.html to the clean pathname', () => {
    expect(match('/base/docs/intro.html')).toMatchObject({ kind: 'route', path: '/docs/intro', cleanPathname: '/base/docs/intro' });
    expect(match('/base/docs/intro/index.html')).toMatchObject({ kind: 'route', path: '/docs/intro', cleanPathname: '/base/docs/intro' });
    expect(match('/base/index.html')).toMatchObject({ kind: 'route', path: '/', cleanPathname: '/base/' });
    expect(match('/base/docs/intro.html', { trailingSlash: true })).toMatchObject({ cleanPathname: '/base/docs/intro/' });
    expect(match('/base/docs/%C3%B1and%C3%BA.html')).toMatchObject({ path: '/docs/ñandú', cleanPathname: '/base/docs/%C3%B1and%C3%BA' });
  });

  it('trims an unknown .html path too, and reports it not found', () => {
    expect(match('/base/docs/missing.html')).toEqual({ kind: 'not-found', path: '/docs/missing', cleanPathname: '/base/docs/missing' });
  });

  it('sends paths of another locale or outside baseUrl to the server', () => {
    expect(match('/base/es/docs/intro', { root: '/base/es' })).toMatchObject({ kind: 'route', path: '/docs/intro' });
    expect(match('/base/docs/intro', { root: '/base/es' })).toEqual({ kind: 'outside' });
    expect(match('/elsewhere/docs/intro')).toEqual({ kind: 'outside' });
  });
});
