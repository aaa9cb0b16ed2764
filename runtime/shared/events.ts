// Events the browser runtime dispatches on `window` for the theme, so the theme need not import it.

/** An in-page anchor scroll starts (`detail: 'start'`) or lands (`detail: 'end'`). */
export const ANCHOR_SCROLL_EVENT = 'docgen:anchorscroll';
export type AnchorScrollPhase = 'start' | 'end';
