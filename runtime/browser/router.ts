// Client-side navigation. Clicks on internal links load the target's chunks first while the
// current page stays (a progress bar shows after `pageLoading.delay`), then the page is swapped,
// scrolled (hash target, else top; back/forward: where the visitor was) and the focus moved to
// its heading. In-page anchors scroll smoothly. Anything the router cannot show (another locale,
// a static file, a failed chunk) is loaded by the browser, so a visitor is never stuck.
import { ANCHOR_SCROLL_EVENT, DEV_REFRESH_EVENT, DEV_REFRESHED_EVENT, ROUTE_CHANGE_EVENT, type AnchorScrollPhase, type DevRefresh } from '../shared/events.js';
import { matchRoute, type WireManifest } from '../shared/route-manifest.js';
import type { SiteData } from '../shared/site-data.js';
import type { ManifestEntry } from '../shared/types.js';
import { isRequested, loadChunk } from './chunks.js';
import { createPrefetcher } from './prefetch.js';
import { startProgress } from './progress-bar.js';
import { createScrollMemory, restoredPosition } from './scroll-memory.js';
import { scrollTopOf, smoothScrollTo } from './smooth-scroll.js';

export interface RouteTarget {
  /** Route path without baseUrl and locale prefix. */
  readonly path: string;
  readonly entry: ManifestEntry;
}

export interface RouterOptions<View> {
  /** baseUrl + locale prefix, e.g. `/` or `/es`. */
  readonly root: string;
  readonly manifestUrl: string;
  readonly trailingSlash: boolean;
  readonly pageLoading: SiteData['pageLoading'];
  /** Route path of the page the document was loaded with. */
  readonly initialPath: string;
  /** Loads a route's chunks into a view; rejects when a chunk fails. */
  readonly load: (target: RouteTarget) => Promise<View>;
  /** Renders a view (or the timeout report) and resolves once it is in the DOM. */
  readonly show: (shown: { path: string; view: View } | { path: string; timedOut: true; retry: () => void }) => Promise<void>;
  /** A navigation to another page starts (the URL it goes to), and its page is shown: the site's client modules hear of both. */
  readonly routeUpdate?: (url: URL) => void;
  readonly routeDidUpdate?: () => void;
}

type Mode = 'push' | 'replace' | 'pop';

const TIMED_OUT = Symbol('timed out');

const announceAnchorScroll = (phase: AnchorScrollPhase) => window.dispatchEvent(new CustomEvent(ANCHOR_SCROLL_EVENT, { detail: phase }));

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Moves keyboard and screen reader focus to `element` without scrolling to it. */
function focusQuietly(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('main');
  if (heading) focusQuietly(heading);
}

/** Loads the URL in the browser: the server has the page (or the file, or the 404 page). */
function loadInBrowser(url: string, mode: Mode): void {
  if (mode === 'push') window.location.assign(url);
  else window.location.replace(url);
}

export function startRouter<View>(options: RouterOptions<View>): void {
  const { root, manifestUrl, trailingSlash, pageLoading } = options;
  const memory = createScrollMemory();
  let manifest: WireManifest | null = null;
  let manifestLoad: Promise<WireManifest> | null = null;
  let manifestVersion = 0;
  const loadManifest = () =>
    loadChunk<WireManifest>(manifestVersion ? `${manifestUrl}?v=${manifestVersion}` : manifestUrl).then(
      (loaded) => (manifest = loaded),
      (error: unknown) => {
        manifestLoad = null;
        throw error;
      },
    );
  const getManifest = () => (manifestLoad ??= loadManifest());
  const match = (url: URL, loaded: WireManifest) => matchRoute({ pathname: url.pathname, root, manifest: loaded, trailingSlash });
  const here = () => window.location.pathname + window.location.search;

  let shownPath = options.initialPath;
  let shownLocation = here();
  let latest = 0;

  const prefetcher = createPrefetcher({
    chunksOf: (url) => {
      if (!manifest) return [];
      const found = match(url, manifest);
      if (found.kind !== 'route' || found.path === shownPath) return [];
      return [found.entry.c, found.entry.s, found.entry.f, found.entry.t].filter((chunk): chunk is string => chunk !== undefined && !isRequested(chunk));
    },
  });

  const landOn = ({ hash, restore }: { hash: string; restore: number | undefined }) => {
    if (restore !== undefined) {
      window.scrollTo(0, restore);
      focusMainHeading();
      return;
    }
    const target = hashTarget(hash);
    if (!target) {
      window.scrollTo(0, 0);
      focusMainHeading();
      return;
    }
    announceAnchorScroll('start');
    window.scrollTo(0, scrollTopOf(target));
    announceAnchorScroll('end');
    focusQuietly(target);
  };

  async function navigate(url: URL, mode: Mode, restore?: number): Promise<void> {
    const token = ++latest;
    let found;
    try {
      found = match(url, await getManifest());
    } catch {
      return loadInBrowser(url.href, mode);
    }
    // Other locales, static files and unknown paths: the server knows what they are.
    if (found.kind !== 'route') return loadInBrowser(url.href, mode);
    const target = { path: found.path, entry: found.entry };
    const href = found.cleanPathname ? found.cleanPathname + url.search + url.hash : url.href;
    options.routeUpdate?.(new URL(href, window.location.href));

    const progress = startProgress({ delay: pageLoading.delay });
    const loading = options.load(target);
    const timeout = pageLoading.timeout;
    let outcome: View | typeof TIMED_OUT;
    try {
      outcome = await (timeout === null
        ? loading
        : Promise.race([loading, new Promise<typeof TIMED_OUT>((resolve) => setTimeout(() => resolve(TIMED_OUT), timeout))]));
    } catch {
      progress.done();
      if (token === latest) loadInBrowser(href, mode);
      return;
    }
    if (token !== latest) return progress.done();

    if (mode === 'push') memory.push(href);
    else if (mode === 'replace') memory.replace(href);
    shownPath = target.path;
    shownLocation = here();

    if (outcome === TIMED_OUT) {
      const retry = () => void navigate(new URL(href, window.location.href), 'replace');
      await options.show({ path: target.path, timedOut: true, retry });
      window.scrollTo(0, 0);
      // A load that arrives late still wins, unless the visitor has moved on.
      loading.then(
        async (view) => {
          if (token !== latest) return;
          await options.show({ path: target.path, view });
          progress.done();
          prefetcher.observe();
        },
        () => progress.done(),
      );
      return;
    }
    await options.show({ path: target.path, view: outcome });
    progress.done();
    landOn({ hash: url.hash, restore });
    options.routeDidUpdate?.();
    window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT));
    prefetcher.observe();
  }

  async function scrollInPage(url: URL, push: boolean): Promise<void> {
    if (push) memory.push(url.href);
    const target = hashTarget(url.hash);
    announceAnchorScroll('start');
    await smoothScrollTo(target ? scrollTopOf(target) : 0);
    announceAnchorScroll('end');
    if (target) focusQuietly(target);
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    if (url.pathname + url.search === here()) void scrollInPage(url, url.hash !== window.location.hash);
    else void navigate(url, 'push');
  });

  window.addEventListener('popstate', (event) => {
    const url = new URL(window.location.href);
    const restore = memory.popped(event.state);
    if (here() === shownLocation) {
      // Same page, another hash entry.
      const target = hashTarget(url.hash);
      window.scrollTo(0, restore ?? (target ? scrollTopOf(target) : 0));
      return;
    }
    void navigate(url, 'pop', restore);
  });

  // Reload or back/forward into this document: return to where the visitor was.
  const restore = restoredPosition();
  if (restore !== undefined) window.scrollTo(0, restore);

  // A visited `.html` path is shown under its clean path; one the server answered with the 404
  // page but that trims to a route shows that route.
  if (/\.html$/.test(window.location.pathname)) {
    void getManifest().then((loaded) => {
      const url = new URL(window.location.href);
      const found = match(url, loaded);
      if (found.kind === 'outside' || !found.cleanPathname) return;
      if (found.kind === 'route' && found.path !== shownPath) return navigate(url, 'replace');
      memory.replace(found.cleanPathname + url.search + url.hash);
      shownLocation = here();
      return undefined;
    });
  }

  // serve --watch rebuilt the site: the manifest names new chunks; the page on screen is loaded
  // again if it changed (or was removed) and shown in place, where the reader was.
  async function refresh({ version, changed }: DevRefresh): Promise<boolean> {
    manifestVersion = version;
    const loaded = await (manifestLoad = loadManifest());
    const url = new URL(window.location.href);
    const found = match(url, loaded);
    if (found.kind !== 'route') {
      window.location.reload();
      return false;
    }
    const touched = changed.some((href) => {
      const other = match(new URL(href, url), loaded);
      return other.kind === 'route' && other.path === found.path;
    });
    if (!touched && found.path === shownPath) return false;
    const view = await options.load({ path: found.path, entry: found.entry });
    const top = window.scrollY;
    shownPath = found.path;
    await options.show({ path: found.path, view });
    window.scrollTo(0, top);
    prefetcher.observe();
    return true;
  }
  window.addEventListener(DEV_REFRESH_EVENT, (event) => {
    void refresh((event as CustomEvent<DevRefresh>).detail).then(
      (updated) => window.dispatchEvent(new CustomEvent(DEV_REFRESHED_EVENT, { detail: { updated } })),
      () => window.location.reload(),
    );
  });

  // Prefetching needs the manifest; fetch it once the page has settled.
  const whenIdle = (callback: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 200);
  whenIdle(() => {
    void getManifest().then(
      () => prefetcher.observe(),
      () => undefined,
    );
  });
}
