// Loads content, sidebar and manifest chunks once each; a failed load may be retried.
const cache = new Map<string, Promise<unknown>>();

export function loadChunk<T>(url: string): Promise<T> {
  let pending = cache.get(url);
  if (!pending) {
    pending = import(/* @vite-ignore */ url).then((module: { default: unknown }) => module.default);
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending as Promise<T>;
}
