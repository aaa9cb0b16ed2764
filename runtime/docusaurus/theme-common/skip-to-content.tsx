// "Skip to main content": a link to the page's first <main>, else to the element with
// SkipToContentFallbackId (the layout's main wrapper), in a region a keyboard reader lands on.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { translate } from '../Translate.js';

export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

/** Moves focus to the page's main content, as a keyboard reader expects the link to. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.removeAttribute('tabindex');
}

export function SkipToContentLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>) {
  const label = translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' });
  return (
    <div role="region" aria-label={label}>
      <a {...props} href={`#${SkipToContentFallbackId}`} onClick={focusMain}>
        {props.children ?? label}
      </a>
    </div>
  );
}
