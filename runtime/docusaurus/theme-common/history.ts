// The URL's query string as state, as theme-common's history hooks give it: read a key, set or
// clear it in place (a new history entry with `push`), and react to the reader going back.
// Docusaurus reads react-router's history object; docgen's router owns navigation, so here the
// location is the window's, changed with pushState/replaceState (no page is loaded), and the
// hooks read it again on popstate, on the router's navigations and on these changes.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { changeInPlace, lastHistoryAction, markPop, subscribeToLocation, windowLocation } from '../history-object.js';
import { useLocation, type RouterLocation } from '../use-location.js';
import { useEvent } from './utils.js';

export interface HistoryLocation extends RouterLocation {
  readonly state: unknown;
}

/** What a selector is given: the location, as `history.location` is in Docusaurus. */
export interface HistorySnapshot {
  readonly location: HistoryLocation;
  readonly action: 'POP' | 'PUSH' | 'REPLACE';
}

const browserSnapshot = (): HistorySnapshot => ({ location: windowLocation(), action: lastHistoryAction() });

/** A value of the location, read again whenever the location changes. The server and hydration
 * see no query string, hash or state (a static page has none), so they agree. The selector must
 * return a primitive or a stable value. */
export function useHistorySelector<Value>(selector: (history: HistorySnapshot) => Value): Value {
  const { pathname } = useLocation();
  return useSyncExternalStore(
    subscribeToLocation,
    () => selector(browserSnapshot()),
    () => selector({ location: { pathname, search: '', hash: '', state: undefined }, action: 'POP' }),
  );
}

/** Calls `handler` when the reader goes back or forward (a POP). A handler that returns false
 * keeps the reader on the page (the mobile menu closes on "back" instead): docgen's router never
 * hears of the step, which is undone with a step forward. The browser does not say which way a
 * step went, so a blocked step forward is undone forward too, unlike Docusaurus. */
export function useHistoryPopHandler(handler: (location: HistoryLocation, action: 'POP') => void | false): void {
  const stableHandler = useEvent(handler);
  useEffect(() => {
    let undoing = false;
    const onPop = (event: PopStateEvent) => {
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      markPop();
      if (stableHandler(browserSnapshot().location, 'POP') !== false) return;
      // Registered in the capture phase, before the router's listener, which never hears of it.
      event.stopImmediatePropagation();
      undoing = true;
      window.history.forward();
    };
    window.addEventListener('popstate', onPop, { capture: true });
    return () => window.removeEventListener('popstate', onPop, { capture: true });
  }, [stableHandler]);
}

/** Puts a new query string in the address, keeping the path and hash. */
function updateSearch(params: URLSearchParams, options?: { push: boolean }): void {
  const url = new URL(window.location.href);
  const search = params.toString();
  url.search = search ? `?${search}` : '';
  if (url.href === window.location.href) return;
  changeInPlace({ url, replace: !options?.push });
}

const currentParams = () => new URLSearchParams(window.location.search);

/** The value of a query parameter (the first one of that name), or null; null for a null key. */
export function useQueryStringValue(key: string | null): string | null {
  return useHistorySelector((history) => (key === null ? null : new URLSearchParams(history.location.search).get(key)));
}

/** A query parameter as state: its value ('' when absent) and a setter (an empty value removes it). */
export function useQueryString(key: string): [string, (newValue: string | null, options?: { push: boolean }) => void] {
  const value = useQueryStringValue(key) ?? '';
  const update = useCallback(
    (newValue: string | null, options?: { push: boolean }) => {
      const params = currentParams();
      if (newValue) params.set(key, newValue);
      else params.delete(key);
      updateSearch(params, options);
    },
    [key],
  );
  return [value, update];
}

type ListUpdate = readonly string[] | ((oldValues: string[]) => readonly string[]);

/** Every value of a repeated query parameter, and a setter of the whole list. */
export function useQueryStringList(key: string): [string[], (update: ListUpdate, options?: { push: boolean }) => void] {
  // A selector must give the same value for the same list: compared as JSON.
  const json = useHistorySelector((history) => JSON.stringify(new URLSearchParams(history.location.search).getAll(key)));
  const values = useMemo(() => JSON.parse(json) as string[], [json]);
  const setValues = useCallback(
    (update: ListUpdate, options?: { push: boolean }) => {
      const params = currentParams();
      const next = typeof update === 'function' ? update(params.getAll(key)) : update;
      params.delete(key);
      for (const value of next) params.append(key, value);
      updateSearch(params, options);
    },
    [key],
  );
  return [values, setValues];
}

/** Takes the whole query string out of the address. */
export function useClearQueryString(): () => void {
  return useCallback(() => updateSearch(new URLSearchParams()), []);
}

/** Several query strings' parameters in one: `append` keeps every value, `set` the last of each name. */
export function mergeSearchParams(params: readonly URLSearchParams[], strategy: 'append' | 'set'): URLSearchParams {
  const merged = new URLSearchParams();
  for (const each of params) for (const [name, value] of each) merged[strategy](name, value);
  return merged;
}

/** mergeSearchParams for query strings; `?` and the parameters, or '' when there are none. */
export function mergeSearchStrings(searchStrings: readonly (string | undefined)[], strategy: 'append' | 'set'): string {
  const merged = mergeSearchParams(
    searchStrings.map((search) => new URLSearchParams(search ?? '')),
    strategy,
  ).toString();
  return merged ? `?${merged}` : '';
}
