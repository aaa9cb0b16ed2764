// Timing of collapsible animations (sidebar categories, details, mobile dropdowns).

/** Milliseconds to open or close a block of this height: a few ms for tiny blocks, at most 500. */
export function collapseDuration(height: number): number {
  return Math.min(500, Math.round(4 + height / 2.5));
}

/** 1 ms when the visitor prefers reduced motion, else the height-scaled duration. */
export function animationDuration(height: number): number {
  const reduce = typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  return reduce ? 1 : collapseDuration(height);
}

/** Animates an element's height from `from` to `to` (ease-in-out comes from CSS), then cleans up. */
export function animateHeight({ element, from, to, done }: { element: HTMLElement; from: number; to: number; done?: () => void }): number {
  const duration = animationDuration(Math.max(from, to));
  element.style.transitionProperty = 'height';
  element.style.transitionDuration = `${duration}ms`;
  element.style.overflow = 'hidden';
  element.style.height = `${from}px`;
  element.dataset.duration = String(duration);
  // Read layout so the start height takes effect before the target is set.
  void element.offsetHeight;
  element.style.height = `${to}px`;
  window.setTimeout(() => {
    element.style.transitionProperty = '';
    element.style.transitionDuration = '';
    element.style.overflow = '';
    element.style.height = '';
    done?.();
  }, duration + 50);
  return duration;
}
