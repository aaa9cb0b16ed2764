// URL helpers shared by the build and the browser: no node:*, no DOM.

/** Joins URL parts with single slashes; keeps a leading slash and drops a trailing one (except root). */
export function joinUrl(...parts: readonly string[]): string {
  const joined = parts
    .filter((part) => part !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  if (joined === '' || joined === '/') return '/';
  const withLead = joined.startsWith('/') ? joined : `/${joined}`;
  return withLead.length > 1 && withLead.endsWith('/') ? withLead.slice(0, -1) : withLead;
}

/** The public href of a route path: baseUrl + locale prefix + path, honouring trailingSlash. */
export function routeHref({ baseUrl, prefix, path, trailingSlash }: { baseUrl: string; prefix: string; path: string; trailingSlash: boolean }): string {
  const href = joinUrl(baseUrl, prefix, path);
  if (href === '/') return '/';
  if (path === '/') return `${href}/`;
  return trailingSlash ? `${href}/` : href;
}

/** Output file for a route path: `docs/intro.html`, or `docs/intro/index.html` with trailingSlash. */
export function routeFile({ path, trailingSlash }: { path: string; trailingSlash: boolean }): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  return trailingSlash ? `${clean}/index.html` : `${clean}.html`;
}

/** Normalises a visited pathname to a route path key: no trailing slash, no `.html`/`index.html`. */
export function normalizePathname(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path === '' ? '/' : path;
}

/** A static file path under baseUrl (`/img/logo.svg` -> `/base/img/logo.svg`); external URLs unchanged. */
export function staticHref({ baseUrl, src }: { baseUrl: string; src: string }): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) return src;
  return joinUrl(baseUrl, src);
}
