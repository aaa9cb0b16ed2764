import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { candidateFiles } from './static-server.js';

// A fake root, resolved at runtime so the test holds on any machine; nothing is read from it.
const root = resolve('/srv/site');
const under = (...parts: string[]) => join(root, ...parts);

describe('candidateFiles', () => {
  it.each<[string, string[]]>([
    ['/docs/intro', [under('docs/intro.html'), under('docs/intro/index.html'), under('docs/intro')]],
    ['/docs', [under('docs.html'), under('docs/index.html'), under('docs')]],
    ['/docs/', [under('docs/index.html'), under('docs.html')]],
    ['/assets/x.js', [under('assets/x.js'), under('assets/x.js/index.html')]],
    ['/docs/intro.html', [under('docs/intro.html'), under('docs/intro.html/index.html')]],
    ['/es/docs/intro', [under('es/docs/intro.html'), under('es/docs/intro/index.html'), under('es/docs/intro')]],
    ['/docs/my%20page', [under('docs/my page.html'), under('docs/my page/index.html'), under('docs/my page')]],
    ['/docs/../index.html', [under('index.html'), under('index.html/index.html')]],
  ])('%s -> %j', (pathname, expected) => {
    expect(candidateFiles({ root, pathname })).toEqual(expected);
  });

  it('/ -> index.html first', () => {
    expect(candidateFiles({ root, pathname: '/' })?.[0]).toBe(under('index.html'));
  });

  it.each<[string]>([['/'], ['/docs/'], ['/docs/intro'], ['/assets/x.js'], ['/es/']])('every candidate of %s lies inside the root', (pathname) => {
    const files = candidateFiles({ root, pathname }) ?? [];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file.startsWith(root + sep), file).toBe(true);
  });

  it.each<[string]>([
    ['/../package.json'],
    ['/%2e%2e/package.json'],
    ['/%2E%2E/package.json'],
    ['/..%2fpackage.json'],
    ['/..%5cpackage.json'],
    ['/docs/..%5c..%5cpackage.json'],
    ['/docs/../../package.json'],
    ['/../site-other/secret.html'],
    ['/%00'],
    ['/index.html%00.js'],
    ['/%'],
    ['/%E0%A4%A'],
  ])('%s tries to leave the root or is malformed -> null', (pathname) => {
    expect(candidateFiles({ root, pathname })).toBeNull();
  });
});
