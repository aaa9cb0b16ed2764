// Details blocks the build wrote as HTML (Markdown pages, the static parts of MDX pages) behave as
// @docusaurus/theme-common's Details: once the page runs they take `isBrowser_Cof9` (the arrow then
// follows data-collapsed), and a click on the summary animates the content open or shut, `open`
// going false only once it has closed.
import { settleCollapsible, startCollapse } from '../docusaurus/theme-common/collapsible.js';
import { DETAILS_CLASSES, isInSummary } from '../shared/details.js';

/** Gives a `details` element the behaviour of the theme's Details. */
export function enhanceDetails(element: Element): void {
  const details = element as HTMLDetailsElement;
  const content = details.querySelector(':scope > div');
  if (!(content instanceof HTMLElement)) return;
  // The class goes where the component puts it, second.
  const classes = details.className.split(' ');
  details.className = [classes[0], DETAILS_CLASSES.isBrowser, ...classes.slice(1)].join(' ');
  let collapsed = details.dataset.collapsed !== 'false';
  settleCollapsible(content, collapsed);
  content.addEventListener('transitionend', (event) => {
    if (event.propertyName !== 'height' || event.target !== content) return;
    settleCollapsible(content, collapsed);
    details.open = !collapsed;
  });
  details.addEventListener('mousedown', (event) => {
    // A double click on the summary does not select its text.
    if (isInSummary(event.target as Element) && event.detail > 1) event.preventDefault();
  });
  details.addEventListener('click', (event) => {
    // Only the summary's clicks: a link in the content still reaches the router.
    if (!isInSummary(event.target as Element)) return;
    event.stopPropagation(); // a details inside another toggles alone
    event.preventDefault();
    collapsed = !collapsed;
    details.dataset.collapsed = String(collapsed);
    if (!collapsed) details.open = true;
    startCollapse(content, collapsed);
  });
}
