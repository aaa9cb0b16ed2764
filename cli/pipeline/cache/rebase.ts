// A build cache restored in another folder (a CI runner's new checkout, a moved site): what the
// state stores names the site's files by absolute path (the memo's maps are keyed by them, the
// bundle lists its inputs, compiled pages their assets), so each such path is moved from the
// folder the state was written in to the site's folder now. The keys need no change: they are
// made with the site's folder left out (hash.ts, setKeyRoot).
import { sep } from 'node:path';

/** `value` with every path below `from` (or `from` itself) in its strings moved below `to`. */
export function rebasePaths<T>({ value, from, to }: { value: T; from: string; to: string }): T {
  const moveString = (text: string) => (text === from ? to : text.includes(from + sep) ? text.split(from + sep).join(to + sep) : text);
  const move = (item: unknown): unknown => {
    if (typeof item === 'string') return moveString(item);
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) return item;
    if (Array.isArray(item)) return item.map(move);
    if (item instanceof Map) return new Map([...item].map(([key, entry]) => [move(key), move(entry)]));
    if (item instanceof Set) return new Set([...item].map(move));
    if (Object.getPrototypeOf(item) !== Object.prototype && Object.getPrototypeOf(item) !== null) return item;
    return Object.fromEntries(Object.entries(item).map(([key, entry]) => [moveString(key), move(entry)]));
  };
  return from === to ? value : (move(value) as T);
}
