// `useWindowSize()`: 'desktop' or 'mobile' at the theme's breakpoint (996 px); 'ssr' on the server
// and until the page hydrates, so both render the same first.
import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT } from '../../shared/breakpoints.js';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize({ desktopBreakpoint = MOBILE_BREAKPOINT }: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${desktopBreakpoint}px)`);
    const update = () => setSize(query.matches ? 'mobile' : 'desktop');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [desktopBreakpoint]);
  return size;
}
