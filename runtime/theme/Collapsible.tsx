// Animated open/close of a block (sidebar categories): the height moves between 0 and the content
// height, ease-in-out, for a duration that grows with the height; 1 ms when the visitor prefers
// reduced motion. Closed content is not rendered at all, so long collapsed lists cost nothing.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Milliseconds to open or close a block of this height: a few ms for tiny blocks, at most 500. */
export function collapseDuration(height: number): number {
  return Math.min(500, Math.round(4 + height / 2.5));
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export default function Collapsible({ open, children, className }: { open: boolean; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const firstRun = useRef(true);

  // Mount the content before opening, so the opening can measure it.
  if (open && !mounted) setMounted(true);

  useLayoutEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return undefined;
    }
    const element = ref.current;
    if (!element) return undefined;
    const height = element.scrollHeight;
    const duration = reducedMotion() ? 1 : collapseDuration(height);
    // The easing (ease-in-out) is in theme.css on .collapsible; the duration depends on the height.
    element.style.transitionProperty = 'height';
    element.style.transitionDuration = `${duration}ms`;
    element.style.overflow = 'hidden';
    element.style.height = `${open ? 0 : height}px`;
    element.dataset.duration = String(duration);
    // Read layout so the start height takes effect before the target is set.
    void element.offsetHeight;
    element.style.height = `${open ? height : 0}px`;
    const done = () => {
      element.style.transitionProperty = '';
      element.style.transitionDuration = '';
      element.style.overflow = '';
      element.style.height = '';
      if (!open) setMounted(false);
    };
    const timer = window.setTimeout(done, duration + 50);
    return () => window.clearTimeout(timer);
  }, [open]);

  return mounted ? (
    <div ref={ref} className={['collapsible', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </div>
  ) : null;
}
