// `useStorageSlot`, a module of its own: only tabs use it, and storage slots load with every page.
import { useCallback, useEffect, useState } from 'react';
import { createStorageSlot } from './storage.js';

/** A storage slot's value (null on the server and until the page hydrates) and its setters. */
export function useStorageSlot(key: string | null): [string | null, { set: (value: string) => void; del: () => void }] {
  const [value, setValue] = useState<string | null>(null);
  const slot = key === null ? null : createStorageSlot(key);
  useEffect(() => {
    if (!slot) return undefined;
    setValue(slot.get());
    return slot.listen((event) => setValue(event.newValue));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the slot is made from the key
  }, [key]);
  const set = useCallback((next: string) => slot?.set(next), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const del = useCallback(() => slot?.del(), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return [value, { set, del }];
}
