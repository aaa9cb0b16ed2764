// Collapsible blocks (sidebar categories, mobile dropdowns, the mobile TOC, details): the height
// moves between 0 and the content's, ease-in-out, for a time that grows with the height (1 ms when
// the visitor prefers reduced motion). A lazy block renders nothing until it first opens.
import { createElement, useCallback, useEffect, useRef, useState, type ElementType, type ReactNode, type TransitionEvent } from 'react';
import useIsomorphicLayoutEffect from '../useIsomorphicLayoutEffect.js';
import { animationDuration } from '../../shared/collapse.js';

export function useCollapsible({ initialState }: { initialState?: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState ?? false);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/** A collapsible block at rest: shown at its own height, or hidden at none. */
export function settleCollapsible(element: HTMLElement, collapsed: boolean): void {
  element.style.display = collapsed ? 'none' : 'block';
  element.style.overflow = collapsed ? 'hidden' : 'visible';
  element.style.height = collapsed ? '0px' : 'auto';
}

/** Starts the block's height transition towards `collapsed`; the caller settles it on
 * `transitionend`. Returns what cancels the frames not run yet. */
export function startCollapse(element: HTMLElement, collapsed: boolean, animation?: { duration?: number; easing?: string }): () => void {
  element.style.willChange = 'height';
  const toHeight = () => {
    const height = element.scrollHeight;
    element.style.transition = `height ${animation?.duration ?? animationDuration(height)}ms ${animation?.easing ?? 'ease-in-out'}`;
    element.style.height = `${height}px`;
  };
  let frame = requestAnimationFrame(() => {
    if (collapsed) {
      toHeight();
      frame = requestAnimationFrame(() => {
        element.style.height = '0px';
        element.style.overflow = 'hidden';
      });
    } else {
      element.style.display = 'block';
      frame = requestAnimationFrame(toHeight);
    }
  });
  return () => cancelAnimationFrame(frame);
}

interface CollapsibleProps {
  as?: ElementType;
  collapsed: boolean;
  children: ReactNode;
  /** Render nothing until the block first opens. */
  lazy: boolean;
  className?: string;
  animation?: { duration?: number; easing?: string };
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}

function CollapsibleBase({ as = 'div', collapsed, children, className, animation, onCollapseTransitionEnd }: Omit<CollapsibleProps, 'lazy'>) {
  const ref = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (!mounted.current) {
      mounted.current = true;
      settleCollapsible(element, collapsed);
      return undefined;
    }
    return startCollapse(element, collapsed, animation);
  }, [collapsed, animation]);
  const onTransitionEnd = (event: TransitionEvent) => {
    if (event.propertyName !== 'height' || !ref.current) return;
    settleCollapsible(ref.current, collapsed);
    onCollapseTransitionEnd?.(collapsed);
  };
  return createElement(as, { ref, className, onTransitionEnd }, children);
}

function CollapsibleLazy({ collapsed, ...props }: Omit<CollapsibleProps, 'lazy'>) {
  const [mounted, setMounted] = useState(!collapsed);
  const [lazyCollapsed, setLazyCollapsed] = useState(collapsed);
  useIsomorphicLayoutEffect(() => {
    if (!collapsed) setMounted(true);
  }, [collapsed]);
  useIsomorphicLayoutEffect(() => {
    if (mounted) setLazyCollapsed(collapsed);
  }, [mounted, collapsed]);
  return mounted ? <CollapsibleBase {...props} collapsed={lazyCollapsed} /> : null;
}

export function Collapsible({ lazy, ...props }: CollapsibleProps) {
  return lazy ? <CollapsibleLazy {...props} /> : <CollapsibleBase {...props} />;
}
