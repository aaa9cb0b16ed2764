import { describe, expect, it } from 'vitest';
import { pathAndHash } from './check-links.js';

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
