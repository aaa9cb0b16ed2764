import { describe, expect, it } from 'vitest';
import { docIdFromPath, docRoutePath, docSlug, numberPrefix, pageRoutePath, stripNumberPrefix, trimSlashes } from './slugs.js';

describe('stripNumberPrefix', () => {
  it.each<[string, string]>([
    ['01-intro', 'intro'],
    ['1-intro', 'intro'],
    ['2. setup', 'setup'],
    ['10_x', 'x'],
    ['3 - spaced', 'spaced'],
    ['04-guides', 'guides'],
    ['2024', '2024'],
    ['v2-api', 'v2-api'],
    ['intro', 'intro'],
    ['01-', '01-'],
    ['', ''],
  ])('%j -> %j', (segment, expected) => {
    expect(stripNumberPrefix(segment)).toBe(expected);
  });
});

describe('numberPrefix', () => {
  it.each<[string, number | undefined]>([
    ['01-intro', 1],
    ['2. setup', 2],
    ['10_x', 10],
    ['04-guides', 4],
    ['2024', undefined],
    ['v2-api', undefined],
    ['intro', undefined],
    ['01-', undefined],
  ])('%j -> %s', (segment, expected) => {
    expect(numberPrefix(segment)).toBe(expected);
  });
});

describe('docIdFromPath', () => {
  it.each<[{ relPath: string; frontMatterId?: string; parseNumberPrefixes?: boolean }, string]>([
    [{ relPath: 'intro.md' }, 'intro'],
    [{ relPath: 'intro.mdx' }, 'intro'],
    [{ relPath: '01-intro.md' }, 'intro'],
    [{ relPath: '01-guides/02-setup.md' }, 'guides/setup'],
    [{ relPath: '01-guides/2. advanced/10_deep.mdx' }, 'guides/advanced/deep'],
    [{ relPath: 'guides/index.md' }, 'guides/index'],
    [{ relPath: '01-guides/02-setup.md', frontMatterId: 'custom' }, 'guides/custom'],
    [{ relPath: 'intro.md', frontMatterId: 'welcome' }, 'welcome'],
    [{ relPath: '01-guides/02-setup.md', parseNumberPrefixes: false }, '01-guides/02-setup'],
    [{ relPath: '01-guides/02-setup.md', parseNumberPrefixes: false, frontMatterId: 'x' }, '01-guides/x'],
    [{ relPath: '2024/v2-api.md' }, '2024/v2-api'],
  ])('%j -> %s', (input, expected) => {
    expect(docIdFromPath(input)).toBe(expected);
  });
});

describe('docSlug', () => {
  it.each<[{ id: string; slug?: string; pathId?: string }, string]>([
    // no slug: the id, folder index docs serve the folder
    [{ id: 'intro' }, 'intro'],
    [{ id: 'guides/setup' }, 'guides/setup'],
    [{ id: 'guides/index' }, 'guides'],
    [{ id: 'guides/README' }, 'guides'],
    [{ id: 'guides/readme' }, 'guides'],
    [{ id: 'guides/guides' }, 'guides'],
    [{ id: 'a/guides/guides' }, 'a/guides'],
    [{ id: 'index' }, ''],
    [{ id: 'guides/setup-guides' }, 'guides/setup-guides'],
    // an index file keeps its folder's URL with a front matter id; an id named index does not make one
    [{ id: 'guides/overview', pathId: 'guides/index' }, 'guides'],
    [{ id: 'guides/overview', pathId: 'guides/README' }, 'guides'],
    [{ id: 'overview', pathId: 'index' }, ''],
    [{ id: 'guides/index', pathId: 'guides/setup' }, 'guides/index'],
    // absolute slug: used as is
    [{ id: 'guides/setup', slug: '/custom' }, 'custom'],
    [{ id: 'guides/setup', slug: '/custom/path/' }, 'custom/path'],
    [{ id: 'guides/setup', slug: '/' }, ''],
    // relative slug: resolved against the doc's folder
    [{ id: 'guides/setup', slug: 'install' }, 'guides/install'],
    [{ id: 'guides/setup', slug: './install' }, 'guides/install'],
    [{ id: 'guides/setup', slug: '../install' }, 'install'],
    [{ id: 'a/b/c', slug: 'd/e' }, 'a/b/d/e'],
    [{ id: 'intro', slug: 'hello' }, 'hello'],
  ])('%j -> %j', (input, expected) => {
    expect(docSlug(input)).toBe(expected);
  });
});

describe('trimSlashes', () => {
  it.each<[string, string]>([
    ['/a/b/', 'a/b'],
    ['//a//', 'a'],
    ['/', ''],
    ['a', 'a'],
  ])('%j -> %j', (value, expected) => {
    expect(trimSlashes(value)).toBe(expected);
  });
});

describe('docRoutePath', () => {
  it.each<[string, string, string]>([
    ['docs', 'intro', '/docs/intro'],
    ['docs', 'guides/setup', '/docs/guides/setup'],
    ['docs', '', '/docs'],
    ['', 'intro', '/intro'],
    ['', '', '/'],
  ])('routeBasePath %j, slug %j -> %s', (routeBasePath, slug, expected) => {
    expect(docRoutePath({ routeBasePath, slug })).toBe(expected);
  });
});

describe('pageRoutePath', () => {
  it.each<[string, string]>([
    ['index.tsx', '/'],
    ['index.md', '/'],
    ['markdown-page.md', '/markdown-page'],
    ['about.tsx', '/about'],
    ['a/index.tsx', '/a'],
    ['a/b.mdx', '/a/b'],
    ['a/b/index.jsx', '/a/b'],
    ['reindex.tsx', '/reindex'],
  ])('%s -> %s', (relPath, expected) => {
    expect(pageRoutePath(relPath)).toBe(expected);
  });
});
