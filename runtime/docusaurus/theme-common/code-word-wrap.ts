// Word wrap of a code block (`useCodeWordWrap`): whether its lines overflow (checked again on
// resize and when the tab holding it is shown) and a toggle that wraps them by the code element's
// inline style, as Docusaurus does.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/** Turns wrapping on or off on a block's <code>. */
export function setCodeWrapped(code: HTMLElement, wrapped: boolean): void {
  if (!wrapped) {
    code.removeAttribute('style');
    return;
  }
  code.style.whiteSpace = 'pre-wrap';
  // No scrollbar at all: very long words wrap too.
  code.style.overflowWrap = 'anywhere';
}

/** Whether the block scrolls sideways (or is wrapped, so that its button stays). */
export const isCodeScrollable = (pre: HTMLPreElement): boolean =>
  pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));

/** Calls `onShown` each time the hidden tab panel holding `element` is shown. */
export function watchHiddenTab(element: Element, onShown: () => void): () => void {
  const panel = element.closest('[role=tabpanel][hidden]');
  if (!panel) return () => {};
  const observer = new MutationObserver(() => {
    if (!panel.hasAttribute('hidden')) onShown();
  });
  observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
  return () => observer.disconnect();
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) setCodeWrapped(code, !isEnabled);
    setIsEnabled((value) => !value);
  }, [isEnabled]);
  const update = useCallback(() => {
    if (codeBlockRef.current) setScrollable(isCodeScrollable(codeBlockRef.current));
  }, []);
  useEffect(update, [isEnabled, update]);
  useEffect(() => {
    const pre = codeBlockRef.current;
    window.addEventListener('resize', update, { passive: true });
    const stop = pre ? watchHiddenTab(pre, update) : () => {};
    return () => {
      window.removeEventListener('resize', update);
      stop();
    };
  }, [update]);
  return { codeBlockRef, isEnabled, isCodeScrollable: scrollable, toggle };
}
