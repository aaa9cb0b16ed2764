// localStorage as the theme uses it: a slot per key, each read and write allowed to fail (storage
// may be blocked), and no key prefix (the keys are Docusaurus's: `theme`, `docusaurus.tab.<id>`, ...).

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: StorageEvent) => void): () => void;
}

export function createStorageSlot(key: string, _options?: { persistence?: 'localStorage' | 'sessionStorage' | 'none' }): StorageSlot {
  const storage = () => (typeof window === 'undefined' || _options?.persistence === 'none' ? null : window[_options?.persistence ?? 'localStorage']);
  return {
    get: () => {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        storage()?.setItem(key, value);
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
      } catch {
        // Blocked: the value lasts for this page.
      }
    },
    del: () => {
      try {
        storage()?.removeItem(key);
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
      } catch {
        // Blocked.
      }
    },
    listen: (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** The keys in localStorage. */
export function listStorageKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}
