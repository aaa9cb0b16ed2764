// Animated open/close of a block (sidebar categories, mobile dropdowns): the height moves between 0
// and the content height, ease-in-out, for a duration that grows with the height; 1 ms when the
// visitor prefers reduced motion. Closed content is not rendered, so long collapsed lists cost nothing.
import { useRef, useState, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '../docusaurus/useIsomorphicLayoutEffect.js';
import { animateHeight } from '../shared/collapse.js';

export { collapseDuration } from '../shared/collapse.js';

export default function Collapsible({ open, children, className }: { open: boolean; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const firstRun = useRef(true);

  // Mount the content before opening, so the opening can measure it.
  if (open && !mounted) setMounted(true);

  useIsomorphicLayoutEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const element = ref.current;
    if (!element) return;
    const height = element.scrollHeight;
    animateHeight({ element, from: open ? 0 : height, to: open ? height : 0, done: open ? undefined : () => setMounted(false) });
  }, [open]);

  return mounted ? (
    <div ref={ref} className={['collapsible', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </div>
  ) : null;
}
