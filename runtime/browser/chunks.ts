// Loads content, sidebar and manifest chunks once each. A failed load is forgotten, and the next
// attempt asks for the URL with `?attempt=N`: browsers may remember a failed module import for
// the life of the document, and a new URL is the one way past that.
const cache = new Map<string, Promise<Record<string, unknown>>>();
const failures = new Map<string, number>();

/** The module namespace of a chunk. */
export function loadModule(url: string): Promise<Record<string, unknown>> {
  let pending = cache.get(url);
  if (!pending) {
    const attempt = failures.get(url) ?? 0;
    const specifier = attempt > 0 ? `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}` : url;
    pending = import(/* @vite-ignore */ specifier) as Promise<Record<string, unknown>>;
    pending.catch(() => {
      cache.delete(url);
      failures.set(url, attempt + 1);
    });
    cache.set(url, pending);
  }
  return pending;
}

/** The default export of a chunk. */
export async function loadChunk<T>(url: string): Promise<T> {
  return (await loadModule(url)).default as T;
}

/** True once a load of `url` has started (and not failed): prefetching it again would be waste. */
export function isRequested(url: string): boolean {
  return cache.has(url);
}
