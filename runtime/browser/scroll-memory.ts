// Remembers the scroll position of every history entry so back/forward return to where the
// visitor was. The browser's own restoration is turned off because it would scroll before the
// previous page's content is back. Each entry gets a key in history.state; positions live in
// memory while the document lives, and in sessionStorage when it is left or reloaded (history
// state written during pagehide is not kept).
interface EntryState {
  readonly docgenKey?: string;
}

const storageKey = (key: string) => `docgen.scroll.${key}`;

function storedPosition(key: string | undefined): number | undefined {
  if (!key) return undefined;
  try {
    const value = sessionStorage.getItem(storageKey(key));
    return value === null ? undefined : Number(value);
  } catch {
    return undefined;
  }
}

const newKey = () => Math.random().toString(36).slice(2, 10);
const stateOf = (state: unknown): EntryState => (state && typeof state === 'object' ? (state as EntryState) : {});

export interface ScrollMemory {
  /** Adds a history entry for `href`, remembering where the current one was scrolled. */
  push(href: string): void;
  /** Replaces the current entry's URL, keeping its key. */
  replace(href: string): void;
  /** After popstate: switch to the entry now current; returns its remembered position, if any. */
  popped(state: unknown): number | undefined;
}

export function createScrollMemory(): ScrollMemory {
  const positions = new Map<string, number>();
  history.scrollRestoration = 'manual';
  let key = stateOf(history.state).docgenKey ?? newKey();
  history.replaceState({ ...stateOf(history.state), docgenKey: key }, '');

  // Scroll events are cheap to record; a frame later is soon enough.
  let pending = false;
  window.addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        positions.set(key, window.scrollY);
      });
    },
    { passive: true },
  );
  // Leaving or reloading the document: keep the position for when the visitor comes back.
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(storageKey(key), String(Math.round(window.scrollY)));
    } catch {
      // Storage disabled: back/forward into this document will start at the top.
    }
  });

  return {
    push(href) {
      positions.set(key, window.scrollY);
      key = newKey();
      history.pushState({ docgenKey: key }, '', href);
    },
    replace(href) {
      history.replaceState({ ...stateOf(history.state), docgenKey: key }, '', href);
    },
    popped(state) {
      const entry = stateOf(state);
      key = entry.docgenKey ?? newKey();
      if (!entry.docgenKey) history.replaceState({ ...entry, docgenKey: key }, '');
      return positions.get(key) ?? storedPosition(key);
    },
  };
}

/** The position to restore on a reload or a back/forward load of this document, if it was recorded. */
export function restoredPosition(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return undefined;
  return storedPosition(stateOf(history.state).docgenKey);
}
