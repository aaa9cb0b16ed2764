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
