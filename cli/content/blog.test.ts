import { describe, expect, it } from 'vitest';
import { postRoutePath, readingTime, splitAtMarker } from './blog.js';
import { kebabCase } from './tags.js';

describe('postRoutePath', () => {
  const blog = { routeBasePath: 'blog' };
  it.each([
    ['2021-08-26-welcome.md', undefined, '/blog/2021/08/26/welcome'],
    ['2021-08-26-welcome/index.mdx', undefined, '/blog/2021/08/26/welcome'],
    ['2021-8-6-short.md', undefined, '/blog/2021/8/6/short'],
    // Facts from Docusaurus 3.10.2's parseBlogFileName: the date first, then the folders.
    ['news/2021-08-26-launch.md', undefined, '/blog/2021/08/26/news/launch'],
    ['notes/2021/08/26/welcome.md', undefined, '/blog/2021/08/26/notes/welcome'],
    ['2026-06-03-history/2026-06-03-history.mdx', undefined, '/blog/2026/06/03/2026-06-03-history/history'],
    ['undated.md', undefined, '/blog/undated'],
    ['folder/index.md', undefined, '/blog/folder'],
    ['2021-08-26-welcome.md', '/hello', '/blog/hello'],
    ['2021-08-26-welcome.md', 'nested/hello', '/blog/nested/hello'],
  ])('%s with slug %s is %s', (relPath, slug, expected) => {
    expect(postRoutePath({ blog, relPath, ...(slug ? { slug } : {}) })).toBe(expected);
  });

  it('serves posts at the root when routeBasePath is empty', () => {
    expect(postRoutePath({ blog: { routeBasePath: '' }, relPath: '2021-08-26-welcome.md' })).toBe('/2021/08/26/welcome');
  });
});

describe('kebabCase', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Docusaurus', 'docusaurus'],
    ['fooBar', 'foo-bar'],
    ['React 19', 'react-19'],
    ['café crème', 'café-crème'],
  ])('%s -> %s', (input, expected) => expect(kebabCase(input)).toBe(expected));
});

describe('readingTime', () => {
  it('counts 200 words a minute, and each CJK character as a word', () => {
    expect(readingTime(Array.from({ length: 400 }, () => 'word').join(' '))).toBe(2);
    expect(readingTime('漢'.repeat(100))).toBe(0.5);
    expect(readingTime("import X from 'y';\n\nfour words right here")).toBe(4 / 200);
  });
});

describe('splitAtMarker', () => {
  it('cuts at the first Markdown or MDX truncate marker', () => {
    expect(splitAtMarker('a\n\n<!-- truncate -->\n\nb')).toEqual(['a\n\n', '\n\nb']);
    expect(splitAtMarker('a\n\n{/* truncate */}\n\nb')).toEqual(['a\n\n', '\n\nb']);
    expect(splitAtMarker('a\n\n<!--truncate-->')).toEqual(['a\n\n', '']);
    expect(splitAtMarker('no marker')).toEqual(['no marker', undefined]);
  });
});
