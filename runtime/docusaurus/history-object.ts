// The `history` object react-router 5 gives Docusaurus's theme (`useHistory()`, a route
// component's `history` prop), over docgen's router: one object for the page's life, whose
// `location` is the window's. A new location on the same page (another query string or hash) is
// pushed in place and announced, as theme-common's query string hooks do; another page is shown
// as a followed link is (the router's, or the browser's before the router runs).
import { HISTORY_CHANGE_EVENT, ROUTE_CHANGE_EVENT } from '../shared/events.js';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface HistoryLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
  readonly key?: string;
}

/** A path, or a location's parts (history 4's location descriptor). */
export type HistoryTarget = string | { readonly pathname?: string; readonly search?: string; readonly hash?: string; readonly state?: unknown };

export interface History {
  readonly length: number;
  readonly action: HistoryAction;
  readonly location: HistoryLocation;
  push(to: HistoryTarget, state?: unknown): void;
  replace(to: HistoryTarget, state?: unknown): void;
  go(steps: number): void;
  goBack(): void;
  goForward(): void;
  /** Docusaurus's theme blocks nothing through it; docgen's router has no prompt to show. */
  block(): () => void;
  listen(listener: (location: HistoryLocation, action: HistoryAction) => void): () => void;
  createHref(location: HistoryTarget): string;
}

const WATCHED = ['popstate', ROUTE_CHANGE_EVENT, HISTORY_CHANGE_EVENT];

let lastAction: HistoryAction = 'POP';
export const lastHistoryAction = (): HistoryAction => lastAction;
/** The reader stepped back or forward (a popstate listener says so before it reads the action). */
export const markPop = (): void => {
  lastAction = 'POP';
};

/** Calls `listener` whenever the location changes: back and forward, a page shown, a query string set. */
export function subscribeToLocation(listener: (event: Event) => void): () => void {
  for (const name of WATCHED) window.addEventListener(name, listener);
  return () => {
    for (const name of WATCHED) window.removeEventListener(name, listener);
  };
}

export const windowLocation = (): HistoryLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { state?: unknown } | null)?.state,
});

/** The URL a target names, read against the current location as history 4 reads it. */
function urlOf(to: HistoryTarget): URL {
  if (typeof to === 'string') return new URL(to, window.location.href);
  const url = new URL(to.pathname ?? window.location.pathname, window.location.href);
  url.search = to.search ?? '';
  url.hash = to.hash ?? '';
  return url;
}

/** Sets the address of this page in place (no page is loaded) and tells the hooks that read it. */
export function changeInPlace({ url, replace, state }: { url: URL; replace: boolean; state?: unknown }): void {
  if (url.href === window.location.href && replace) return;
  const kept = window.history.state as object | null;
  if (replace) window.history.replaceState(state === undefined ? kept : { ...kept, state }, '', url.href);
  else window.history.pushState({ state }, '', url.href);
  lastAction = replace ? 'REPLACE' : 'PUSH';
  window.dispatchEvent(new CustomEvent(HISTORY_CHANGE_EVENT));
}

function go(to: HistoryTarget, replace: boolean, state?: unknown): void {
  const url = urlOf(to);
  const given = typeof to === 'string' ? state : (to.state ?? state);
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
    changeInPlace({ url, replace, state: given });
    return;
  }
  lastAction = replace ? 'REPLACE' : 'PUSH';
  if (replace) {
    window.location.replace(url.href);
    return;
  }
  // A link followed: the router, which listens to clicks on links, loads and shows the page in
  // place (and keeps the rest of docgen's browser code out of the theme's).
  const link = document.createElement('a');
  link.href = url.href;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

const browserHistory: History = {
  get length() {
    return window.history.length;
  },
  get action() {
    return lastAction;
  },
  get location() {
    return windowLocation();
  },
  push: (to, state) => go(to, false, state),
  replace: (to, state) => go(to, true, state),
  go: (steps) => window.history.go(steps),
  goBack: () => window.history.back(),
  goForward: () => window.history.forward(),
  block: () => () => undefined,
  listen: (listener) =>
    subscribeToLocation((event) => {
      if (event.type === 'popstate') markPop();
      listener(windowLocation(), lastAction);
    }),
  createHref: (location) => (typeof location === 'string' ? location : `${location.pathname ?? ''}${location.search ?? ''}${location.hash ?? ''}`),
};

/** On the server: the page's own location, and nothing to change. */
const serverHistory = (pathname: string): History => ({
  length: 1,
  action: 'POP',
  location: { pathname, search: '', hash: '', state: undefined },
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
  goBack: () => undefined,
  goForward: () => undefined,
  block: () => () => undefined,
  listen: () => () => undefined,
  createHref: browserHistory.createHref,
});

export const historyFor = (pathname: string): History => (typeof window === 'undefined' ? serverHistory(pathname) : browserHistory);
