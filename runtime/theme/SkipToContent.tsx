// The first focusable element of every page: a link that moves keyboard focus past the navbar
// and the docs sidebar to the page's main content, as Docusaurus's classic theme does.
import type { MouseEvent } from 'react';
import { useStrings } from './context.js';

/** id of the page frame's wrapper: the target on pages that bring their own markup. */
export const WRAPPER_ID = '__docgen_main';
/** id of the `<main>` element of the theme's own pages (docs, Markdown pages, not found). */
export const CONTENT_ID = '__docgen_content';

/**
 * With JavaScript off the link is a plain in-page link to `target`, which moves the browser's
 * focus starting point there. With JavaScript on, a click focuses the page's first `<main>` (a
 * site's own page may have one inside the wrapper) without changing the URL.
 */
export default function SkipToContent({ target }: { target: string }) {
  const t = useStrings();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main') ?? document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${target}`} onClick={skip}>
      {t('theme.common.skipToMainContent')}
    </a>
  );
}
