// The page address's query string as state (`useQueryStringValue`, `useQueryString`): read after
// hydration (the server and the first render see none, so the HTML always matches), updated in
// place with history.replaceState, and followed by every component that reads it.
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Sets (or with null, removes) a parameter of the page's address without a new history entry. */
export function setQueryStringValue(key: string, value: string | null, { push = false }: { push?: boolean } = {}): void {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(key, value);
  else url.searchParams.delete(key);
  window.history[push ? 'pushState' : 'replaceState'](window.history.state, '', url.href);
  for (const listener of listeners) listener();
}

export function useQueryStringValue(key: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (key === null ? null : new URLSearchParams(window.location.search).get(key)),
    () => null,
  );
}

export function useQueryString(key: string): [string, (value: string | null, options?: { push: boolean }) => void] {
  const value = useQueryStringValue(key) ?? '';
  const update = useCallback((next: string | null, options?: { push: boolean }) => setQueryStringValue(key, next, options), [key]);
  return [value, update];
}
