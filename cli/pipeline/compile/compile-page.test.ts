import { describe, expect, it } from 'vitest';
import { pathHref } from './compile-page.js';

describe('pathHref: a root-absolute link in Markdown, as Docusaurus writes it', () => {
  const handbook = { baseUrl: '/handbook/', prefix: '', trailingSlash: false };
  const spanish = { baseUrl: '/handbook/', prefix: '/es', trailingSlash: false };
  it.each([
    [handbook, '/docs/intro', '/handbook/docs/intro'],
    // Already under the base URL: kept, not given it twice.
    [handbook, '/handbook/docs/intro', '/handbook/docs/intro'],
    [handbook, '/handbook', '/handbook/'],
    [spanish, '/docs/intro', '/handbook/es/docs/intro'],
    [spanish, '/handbook/es/docs/intro', '/handbook/es/docs/intro'],
    [{ baseUrl: '/', prefix: '', trailingSlash: false }, '/docs/intro', '/docs/intro'],
  ])('%o %s', (base, path, href) => {
    expect(pathHref(base, path)).toBe(href);
  });
});
