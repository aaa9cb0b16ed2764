// Navbar hide on scroll: hidden when scrolling down past its own height, shown when scrolling up,
// near the bottom of the page, and always at the top; hidden after a jump to an existing anchor.
import { useEffect, useRef, useState } from 'react';
import { ANCHOR_SCROLL_EVENT, type AnchorScrollPhase } from '../../shared/events.js';

export function useHideOnScroll(enabled: boolean): { hidden: boolean; ref: React.RefObject<HTMLElement> } {
  const [hidden, setHidden] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let last = window.scrollY;
    // An anchor jump fires its scroll and its hashchange in either order: the jump decides.
    let jumpedAt = -Infinity;
    // A smooth anchor scroll takes many frames; none of them is the visitor's.
    let anchorScrolling = false;
    const onScroll = () => {
      const y = window.scrollY;
      if (anchorScrolling || performance.now() - jumpedAt < 150) {
        last = y;
        return;
      }
      const height = ref.current?.offsetHeight ?? 0;
      const nearBottom = window.innerHeight + y >= document.documentElement.scrollHeight - height;
      if (y < height || nearBottom || y < last) setHidden(false);
      else if (y > last) setHidden(true);
      last = y;
    };
    const onHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || !document.getElementById(id)) return;
      jumpedAt = performance.now();
      last = window.scrollY;
      setHidden(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Clicks on in-page links land before their scroll; hashchange covers typed and history jumps.
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (anchor) jumpedAt = performance.now();
    };
    const onAnchorScroll = (event: Event) => {
      const phase = (event as CustomEvent<AnchorScrollPhase>).detail;
      anchorScrolling = phase === 'start';
      onHash();
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener(ANCHOR_SCROLL_EVENT, onAnchorScroll);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener(ANCHOR_SCROLL_EVENT, onAnchorScroll);
      document.removeEventListener('click', onClick, true);
    };
  }, [enabled]);
  return { hidden, ref };
}
