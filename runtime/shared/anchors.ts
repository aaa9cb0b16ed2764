// Headings and other link targets as Docusaurus marks them: the class that keeps a target clear of
// the navbar when scrolled to, and the heading's hash link (a zero-width space, the `#` drawn by
// CSS), for the theme's Heading and the build's Markdown headings alike.

/** The class names of Docusaurus 3.10's build: below a sticky navbar, or one that hides on scroll. */
export const ANCHOR_TARGET_CLASSES = { sticky: 'anchorTargetStickyNavbar_SAay', hideOnScroll: 'anchorTargetHideOnScrollNavbar_Iwt7' } as const;

export const anchorTargetClass = (hideOnScroll: boolean): string => (hideOnScroll ? ANCHOR_TARGET_CLASSES.hideOnScroll : ANCHOR_TARGET_CLASSES.sticky);

/** The hash link's text. */
export const HASH_LINK_TEXT = '\u200B';
