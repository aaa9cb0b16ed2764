import { describe, expect, it } from 'vitest';
import { joinUrl, normalizePathname, routeFile, routeHref, staticHref } from './urls.js';

describe('joinUrl', () => {
  it.each<[readonly string[], string]>([
    [[], '/'],
    [[''], '/'],
    [['', ''], '/'],
    [['/'], '/'],
    [['/', '/'], '/'],
    [['/', 'docs'], '/docs'],
    [['docs', 'intro'], '/docs/intro'],
    [['/base/', '/docs/'], '/base/docs'],
    [['/base/', '', '/docs/intro'], '/base/docs/intro'],
    [['/a//', '//b'], '/a/b'],
    [['/base/', '/es', '/'], '/base/es'],
  ])('joinUrl(%j) -> %s', (parts, expected) => {
    expect(joinUrl(...parts)).toBe(expected);
  });
});

describe('routeHref', () => {
  it.each<[string, string, string, boolean, string]>([
    // baseUrl, prefix, path, trailingSlash, expected
    ['/', '', '/', false, '/'],
    ['/', '', '/', true, '/'],
    ['/', '/es', '/', false, '/es/'],
    ['/', '/es', '/', true, '/es/'],
    ['/', '', '/docs/intro', false, '/docs/intro'],
    ['/', '', '/docs/intro', true, '/docs/intro/'],
    ['/', '/es', '/docs/intro', false, '/es/docs/intro'],
    ['/', '/es', '/docs/intro', true, '/es/docs/intro/'],
    ['/base/', '', '/', false, '/base/'],
    ['/base/', '', '/', true, '/base/'],
    ['/base/', '/es', '/', false, '/base/es/'],
    ['/base/', '/es', '/', true, '/base/es/'],
    ['/base/', '', '/docs/intro', false, '/base/docs/intro'],
    ['/base/', '', '/docs/intro', true, '/base/docs/intro/'],
    ['/base/', '/es', '/docs/intro', false, '/base/es/docs/intro'],
    ['/base/', '/es', '/docs/intro', true, '/base/es/docs/intro/'],
  ])('baseUrl %s, prefix %j, path %s, trailingSlash %s -> %s', (baseUrl, prefix, path, trailingSlash, expected) => {
    expect(routeHref({ baseUrl, prefix, path, trailingSlash })).toBe(expected);
  });
});

describe('routeFile', () => {
  it.each<[string, boolean, string]>([
    ['/', false, 'index.html'],
    ['/', true, 'index.html'],
    ['', false, 'index.html'],
    ['/docs/intro', false, 'docs/intro.html'],
    ['/docs/intro', true, 'docs/intro/index.html'],
    ['/docs/intro/', false, 'docs/intro.html'],
    ['/docs', true, 'docs/index.html'],
  ])('path %j, trailingSlash %s -> %s', (path, trailingSlash, expected) => {
    expect(routeFile({ path, trailingSlash })).toBe(expected);
  });
});

describe('normalizePathname', () => {
  it.each<[string, string]>([
    ['/', '/'],
    ['', '/'],
    ['/index.html', '/'],
    ['/docs/intro', '/docs/intro'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/index.html', '/docs'],
    ['/docs/', '/docs'],
    ['/es/', '/es'],
    ['/docs/intro/', '/docs/intro'],
  ])('%j -> %s', (pathname, expected) => {
    expect(normalizePathname(pathname)).toBe(expected);
  });
});

describe('staticHref', () => {
  it.each<[string, string, string]>([
    ['/', '/img/logo.svg', '/img/logo.svg'],
    ['/base/', '/img/logo.svg', '/base/img/logo.svg'],
    ['/base/', 'img/logo.svg', '/base/img/logo.svg'],
    ['/base/', 'https://cdn.example.com/logo.svg', 'https://cdn.example.com/logo.svg'],
    ['/base/', 'http://example.com/a.png', 'http://example.com/a.png'],
    ['/base/', '//cdn.example.com/logo.svg', '//cdn.example.com/logo.svg'],
    ['/base/', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['/base/', 'mailto:me@example.com', 'mailto:me@example.com'],
  ])('baseUrl %s, src %s -> %s', (baseUrl, src, expected) => {
    expect(staticHref({ baseUrl, src })).toBe(expected);
  });
});
