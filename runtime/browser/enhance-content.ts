// Behaviour for parts of pages the build wrote as HTML (Markdown pages, the static parts of MDX
// pages) that Docusaurus gets from React components: code block buttons, animated details. Each
// enhancer runs on the matching elements once the page has hydrated, and on those a later render
// adds (client-side navigation, a tab shown). Elements React rendered itself are left alone: their
// components do the same.
const enhancers: { selector: string; enhance: (element: Element) => void }[] = [];
const done = new WeakSet<Element>();
let observer: MutationObserver | undefined;

/** Whether React made or hydrated the element (its components then handle it). */
const isReactElement = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

function run(root: ParentNode): void {
  for (const { selector, enhance } of enhancers) {
    for (const element of root.querySelectorAll(selector)) {
      if (done.has(element) || isReactElement(element)) continue;
      done.add(element);
      enhance(element);
    }
  }
}

/** Registers an enhancer: `enhance` runs once for each element matching `selector`. */
export function enhanceContent(selector: string, enhance: (element: Element) => void): void {
  enhancers.push({ selector, enhance });
}

/** Runs the enhancers on the page, then on what renders later. Call once the page has hydrated. */
export function startEnhancing(root: HTMLElement): void {
  if (observer) return;
  run(root);
  observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) run(node.parentElement ?? node);
  });
  observer.observe(root, { childList: true, subtree: true });
}
