// `useScrollPositionBlocker`, a module of its own: only tabs use it, and the scroll controller's
// other hooks load with every page.
import { useCallback, useEffect, useRef } from 'react';
import { useScrollController } from './scroll.js';

/** Keeps an element where it is on screen across a layout change the page makes (a tab switch). */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: HTMLElement) => void } {
  const { disableScrollEvents, enableScrollEvents } = useScrollController();
  const next = useRef<(() => void) | null>(null);
  const blockElementScrollPositionUntilNextRender = useCallback(
    (element: HTMLElement) => {
      const top = element.getBoundingClientRect().top;
      disableScrollEvents();
      next.current = () => {
        window.scrollBy({ left: 0, top: element.getBoundingClientRect().top - top });
        requestAnimationFrame(enableScrollEvents);
      };
    },
    [disableScrollEvents, enableScrollEvents],
  );
  useEffect(() => {
    next.current?.();
    next.current = null;
  });
  return { blockElementScrollPositionUntilNextRender };
}
