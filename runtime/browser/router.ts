// Client-side navigation: intercepts clicks on internal links, loads the target's chunks first,
// then asks the app to swap; back/forward re-render from history. Anything unknown falls back
// to a full page load, so a visitor is never stuck.
import type { ManifestEntry, RouteManifest } from '../shared/types.js';
import { normalizePathname } from '../shared/urls.js';
import { loadChunk } from './chunks.js';

export interface Navigation {
  readonly path: string;
  readonly entry: ManifestEntry;
  readonly hash: string;
}

export interface RouterOptions {
  /** baseUrl + locale prefix, e.g. `/` or `/es`. */
  readonly root: string;
  readonly manifestUrl: string;
  /** Loads the route's chunks and renders it; rejects when a chunk fails. */
  readonly show: (navigation: Navigation) => Promise<void>;
}

function routePathOf(pathname: string, root: string): string | null {
  const base = root.replace(/\/+$/, '');
  if (base !== '' && pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return normalizePathname(pathname.slice(base.length) || '/');
}

export function startRouter({ root, manifestUrl, show }: RouterOptions): void {
  let manifest: RouteManifest | null = null;
  const getManifest = async () => (manifest ??= await loadChunk<RouteManifest>(manifestUrl));

  const go = async (url: URL, push: boolean): Promise<void> => {
    const path = routePathOf(url.pathname, root);
    const entry = path === null ? undefined : (await getManifest())[path];
    if (path === null || !entry) {
      window.location.assign(url.href);
      return;
    }
    try {
      await show({ path, entry, hash: url.hash });
    } catch {
      window.location.assign(url.href);
      return;
    }
    if (push) history.pushState(null, '', url.href);
    if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // Same page, different hash: let the browser scroll.
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    void go(url, true);
  });

  window.addEventListener('popstate', () => {
    void go(new URL(window.location.href), false);
  });
}
