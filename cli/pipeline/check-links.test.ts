import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/resolve-config.js';
import type { RouteTable } from '../routes/route-table.js';
import { checkLinks, pathAndHash, type LinkCheck } from './check-links.js';
import type { CompiledPage } from './compile/compile-types.js';

// What the check took from a URL parse of every link, which pathAndHash skips for plain paths.
const byUrl = (target: string, base: string) => {
  const url = new URL(target, `http://site${base}`);
  return { path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) };
};

describe('pathAndHash', () => {
  it.each([
    '/docs/intro',
    '/docs/intro/',
    '/docs/intro#setup-steps',
    '/docs/intro#two words',
    '/docs/v1.2/intro#a.b',
    '/docs/./intro',
    '/docs/../intro',
    '/docs/intro/..',
    '//cdn.example.com/x.js',
    '/docs/a%20b#c',
    '/docs/ünïcode#ü',
    '/docs/intro#%E2%9C%93',
    '/docs/intro?tab=npm#install',
    '/docs/intro#',
    '#local',
    'relative/page#x',
    '../up#y',
  ])('gives what a URL parse gives for %s', (target) => {
    expect(pathAndHash(target, '/docs/guides/first')).toEqual(byUrl(target, '/docs/guides/first'));
  });
});

describe('checkLinks across passes', () => {
  // One page with a link to an anchor it lacks (a link to no page is checked again each time:
  // it may name a static file), as a site of one locale holds it.
  const config = {
    baseUrl: '/',
    staticDirs: [],
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onBrokenMarkdownLinks: 'warn',
    themeConfig: { navbar: { items: [] } },
  } as unknown as SiteConfig;
  const route = { path: '/docs/intro', href: '/docs/intro', kind: 'doc' };
  const table = { locale: { code: 'en' }, routes: [route], href: (path: string) => path } as unknown as RouteTable;
  const page = {
    displayPath: 'docs/intro.md',
    links: [{ href: '/docs/intro#nowhere', line: 3 }],
    anchors: [],
    assets: [],
    warnings: [],
  } as unknown as CompiledPage;
  const input = { config, tables: [table], compiled: new Map([['en', new Map([['/docs/intro', page]])]]) };

  it('serve --watch (the last check given): a page unchanged since the last check keeps the problems found then', () => {
    const first = checkLinks(input);
    const again = checkLinks({ ...input, last: first.check });
    expect(again.problems[0]).toBe(first.problems[0]);
  });

  it('without the last check, the same problems are found anew', () => {
    const first = checkLinks(input);
    const again = checkLinks(input);
    expect(again.problems).toEqual(first.problems);
    expect(again.problems[0]).not.toBe(first.problems[0]);
  });

  it('serve --watch (the last check given): a page whose anchors change has the links to it checked again, and a removed page drops out', () => {
    const routes = ['/docs/a', '/docs/b'].map((path) => ({ path, href: path, kind: 'doc' }));
    const twoPages = { locale: { code: 'en' }, routes, href: (path: string) => path } as unknown as RouteTable;
    const pageA = { ...page, displayPath: 'docs/a.md', links: [{ href: '/docs/b#setup', line: 2 }] } as unknown as CompiledPage;
    const pageB = (anchors: string[]) => ({ ...page, displayPath: 'docs/b.md', links: [], anchors }) as unknown as CompiledPage;
    // The problems found when b has these anchors (a new compile of b each time; a unchanged).
    let last: LinkCheck | undefined;
    const checkWithB = (anchors: string[]) => {
      const checked = checkLinks({
        config,
        tables: [twoPages],
        compiled: new Map([
          [
            'en',
            new Map([
              ['/docs/a', pageA],
              ['/docs/b', pageB(anchors)],
            ]),
          ],
        ]),
        last,
      });
      last = checked.check;
      return checked.problems.map((problem) => problem.where);
    };
    expect(checkWithB(['setup'])).toEqual([]);
    expect(checkWithB(['setup'])).toEqual([]);
    // b's heading renamed: a, unchanged, now links to an anchor b lacks; and back.
    expect(checkWithB(['set-up'])).toEqual(['docs/a.md:2']);
    expect(checkWithB(['setup'])).toEqual([]);
    expect(checkWithB(['x'])).toEqual(['docs/a.md:2']);
    // a gone, its route too: its problem with it.
    const oneRoute = { ...twoPages, routes: [routes[1]] } as unknown as RouteTable;
    expect(checkLinks({ config, tables: [oneRoute], compiled: new Map([['en', new Map([['/docs/b', pageB(['x'])]])]]), last }).problems).toEqual([]);
  });
});
