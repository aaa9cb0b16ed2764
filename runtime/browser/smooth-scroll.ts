// Scrolls to a position the way the classic theme does: each frame covers 15% of the remaining
// distance (easing factor 0.85), so the motion starts fast and settles softly. Jumps at once when
// the visitor prefers reduced motion; stops when the visitor scrolls by hand.
export const SCROLL_EASING = 0.85;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

let cancelRunning: (() => void) | null = null;

/** Scrolls the window to `top`; resolves when it lands or is interrupted. */
export function smoothScrollTo(top: number): Promise<void> {
  cancelRunning?.();
  const maxTop = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const target = Math.round(Math.min(Math.max(0, top), maxTop));
  if (prefersReducedMotion() || Math.abs(window.scrollY - target) < 2) {
    window.scrollTo(0, target);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    let previous = Number.NaN;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of INTERRUPTIONS) window.removeEventListener(type, stop);
      cancelRunning = null;
      resolve();
    };
    const step = () => {
      const current = window.scrollY;
      // Landed, or the page cannot scroll further (it changed height under us).
      if (Math.abs(current - target) < 1 || current === previous) return stop();
      previous = current;
      const next = target + Math.trunc((current - target) * SCROLL_EASING);
      window.scrollTo(0, next);
      frame = requestAnimationFrame(step);
    };
    for (const type of INTERRUPTIONS) window.addEventListener(type, stop, { passive: true });
    cancelRunning = stop;
    frame = requestAnimationFrame(step);
  });
}

const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown'] as const;

/** Where the window must scroll to show `element` below the sticky navbar, as a native anchor jump
 * would: the root's scroll-padding-top plus the element's scroll-margin-top. */
export function scrollTopOf(element: Element): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - padding - margin;
}
