// Scroll helpers of the theme: the scroll position as it changes (blockable, so a layout change the
// page makes itself does not count as the reader's scroll), a smooth scroll to a position, and the
// "back to top" button's state.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ReactContextError, useEvent } from './utils.js';

interface ScrollController {
  /** Whether scroll events are listened to (false while the page moves things itself). */
  readonly scrollEventsEnabledRef: { current: boolean };
  readonly enableScrollEvents: () => void;
  readonly disableScrollEvents: () => void;
}

const ScrollContext = createContext<ScrollController | undefined>(undefined);

export function ScrollControllerProvider({ children }: { children: ReactNode }) {
  const scrollEventsEnabledRef = useRef(true);
  const value = useMemo(
    () => ({
      scrollEventsEnabledRef,
      enableScrollEvents: () => {
        scrollEventsEnabledRef.current = true;
      },
      disableScrollEvents: () => {
        scrollEventsEnabledRef.current = false;
      },
    }),
    [],
  );
  return <ScrollContext.Provider value={value}>{children}</ScrollContext.Provider>;
}

export function useScrollController(): ScrollController {
  const value = useContext(ScrollContext);
  if (!value) throw new ReactContextError('ScrollControllerProvider');
  return value;
}

export interface ScrollPosition {
  readonly scrollX: number;
  readonly scrollY: number;
}

const positionNow = (): ScrollPosition | null => (typeof window === 'undefined' ? null : { scrollX: window.pageXOffset, scrollY: window.pageYOffset });

/** Calls `effect` with the new and last scroll position on every scroll (while enabled). */
export function useScrollPosition(effect: (position: ScrollPosition, lastPosition: ScrollPosition | null) => void, deps: unknown[] = []): void {
  const { scrollEventsEnabledRef } = useScrollController();
  const last = useRef<ScrollPosition | null>(positionNow());
  const onScroll = useEvent(effect);
  useEffect(() => {
    const handler = () => {
      if (!scrollEventsEnabledRef.current) return;
      const position = positionNow() as ScrollPosition;
      onScroll(position, last.current);
      last.current = position;
    };
    window.addEventListener('scroll', handler, { passive: true });
    return () => window.removeEventListener('scroll', handler);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's dependencies
  }, [onScroll, scrollEventsEnabledRef, ...deps]);
}

/** Scrolls smoothly to a position, and can stop. */
export function useSmoothScrollTo(): { startScroll: (top: number) => void; cancelScroll: () => void } {
  const frame = useRef<number | null>(null);
  const cancelScroll = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);
  const startScroll = useCallback(
    (top: number) => {
      cancelScroll();
      const step = () => {
        const current = document.documentElement.scrollTop;
        if ((top > current && window.scrollY + window.innerHeight < document.documentElement.scrollHeight) || top < current) {
          // The easing of the site spec: each frame covers 15% of what is left.
          window.scrollTo(0, Math.floor((current - top) * 0.85) + top);
          if (Math.abs(document.documentElement.scrollTop - top) > 1) frame.current = requestAnimationFrame(step);
          else frame.current = null;
        }
      };
      step();
    },
    [cancelScroll],
  );
  useEffect(() => cancelScroll, [cancelScroll]);
  return { startScroll, cancelScroll };
}

/** Whether the "back to top" button shows: past `threshold` pixels, while scrolling up. */
export function useBackToTopButton({ threshold }: { threshold: number }): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = useState(false);
  const clicked = useRef(false);
  const { startScroll, cancelScroll } = useSmoothScrollTo();
  useScrollPosition(({ scrollY }, last) => {
    const lastY = last?.scrollY;
    if (!lastY) return;
    if (clicked.current) {
      clicked.current = false;
    } else if (scrollY < threshold) {
      setShown(false);
    } else if (scrollY + window.innerHeight >= document.documentElement.scrollHeight) {
      setShown(true);
    } else {
      setShown(scrollY < lastY);
    }
  });
  const scrollToTop = useCallback(() => {
    clicked.current = true;
    startScroll(0);
  }, [startScroll]);
  useEffect(() => cancelScroll, [cancelScroll]);
  return { shown, scrollToTop };
}
