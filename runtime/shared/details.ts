// <details> as Docusaurus's theme renders it: the class names of theme-common's Details and of the
// theme's (its Infima alert look), for the components and for the build's Markdown details.
export const DETAILS_CLASSES = {
  /** theme-common's Details. */
  details: 'details_B4FW',
  isBrowser: 'isBrowser_Cof9',
  content: 'collapsibleContent_VYua',
  /** @theme/Details: Infima's info alert and its own class. */
  theme: 'alert alert--info details_SZgV',
} as const;

/** Whether an element is a <summary> or inside one. */
export function isInSummary(node: Element | null): boolean {
  return node?.closest('summary') != null;
}
