// Loads content, sidebar and manifest chunks once each; a failed load may be retried.
const cache = new Map<string, Promise<Record<string, unknown>>>();

/** The module namespace of a chunk. */
export function loadModule(url: string): Promise<Record<string, unknown>> {
  let pending = cache.get(url);
  if (!pending) {
    pending = import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** The default export of a chunk. */
export async function loadChunk<T>(url: string): Promise<T> {
  return (await loadModule(url)).default as T;
}
