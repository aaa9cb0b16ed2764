// `@docusaurus/router` for a site's pages: Redirect, useLocation and useHistory. docgen pages are
// static files, so a redirect shows a link to its target and replaces the location once hydrated.
import { useEffect } from 'react';
import { useHref } from '../theme/context.js';
import { historyFor, type History } from './history-object.js';
import { useLocation } from './use-location.js';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function useTarget(): (to: string) => string {
  const hrefFor = useHref();
  return (to) => {
    if (EXTERNAL.test(to)) return to;
    const [path = '', hash = ''] = to.split('#');
    return hrefFor(path || '/') + (hash ? `#${hash}` : '');
  };
}

export function Redirect({ to }: { to: string; push?: boolean }) {
  const href = useTarget()(to);
  useEffect(() => window.location.replace(href), [href]);
  return (
    <p>
      <a href={href}>{href}</a>
    </p>
  );
}

export { useLocation, type RouterLocation } from './use-location.js';

/** react-router's history: paths as the address shows them (with the base URL), as in Docusaurus. */
export function useHistory(): History {
  const { pathname } = useLocation();
  return historyFor(pathname);
}

export interface PathMatch {
  readonly path: string;
  readonly url: string;
  readonly isExact: boolean;
  readonly params: Readonly<Record<string, string>>;
}

/** Whether a pathname matches a route path (`/docs/:id`, react-router 5's rules for `exact` and
 * `strict`), with the named segments' values. */
export function matchPath(
  pathname: string,
  options: string | readonly string[] | { path?: string | readonly string[]; exact?: boolean; strict?: boolean },
): PathMatch | null {
  const given =
    typeof options === 'string' || Array.isArray(options)
      ? { path: options as string | readonly string[] }
      : (options as { path?: string | readonly string[]; exact?: boolean; strict?: boolean });
  const { exact = false, strict = false } = given;
  for (const path of ([] as string[]).concat((given.path ?? []) as string[])) {
    if (!path && path !== '') continue;
    const names: string[] = [];
    const source = path.replace(/[.+*?^${}()[\]|\\]/g, '\\$&').replace(/\/:(\w+)(\\\?)?/g, (_all, name: string, optional?: string) => {
      names.push(name);
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    });
    const trailing = strict ? '' : '\\/?';
    const match = new RegExp(`^${source}${trailing}${exact ? '$' : '(?=\\/|$)'}`, 'i').exec(pathname);
    if (!match) continue;
    const url = path === '/' && match[0] === '' ? '/' : match[0];
    const isExact = pathname === url;
    if (exact && !isExact) continue;
    return { path, url, isExact, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}
