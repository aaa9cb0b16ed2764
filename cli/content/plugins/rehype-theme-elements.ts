// Markdown elements as the theme's MDX components render them (runtime/theme/MDXComponents), for
// the HTML the build writes: a Markdown page's, and the static parts of an MDX page (elements an
// MDX page leaves as JSX go through the components themselves). Headings get their anchor class
// and hash link (h1 no id), list items their class, task lists theirs, images lazy loading, and
// <details> the markup of the theme's Details. Docusaurus renders every Markdown element through
// these components, so its pages carry the same.
import type { Element, ElementContent, Root } from 'hast';
import { anchorTargetClass, HASH_LINK_TEXT } from '../../../runtime/shared/anchors.js';
import { DETAILS_CLASSES } from '../../../runtime/shared/details.js';

export interface ThemeElementsOptions {
  /** Whether the navbar hides on scroll (themeConfig.navbar.hideOnScroll): the anchor class. */
  readonly hideOnScroll: boolean;
  /** The hash link's title around the heading's text (`Direct link to {heading}`, split). */
  readonly headingLinkTitle: { readonly before: string; readonly after: string };
}

const HEADING = /^h[2-6]$/;
const text = (value: string): ElementContent => ({ type: 'text', value });

const classList = (element: Element): string[] => {
  const value: unknown = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ').filter(Boolean) : [];
};

/** Docusaurus's Heading: the anchor classes, and the hash link titled by the heading's text (its id
 * when the heading holds more than text). */
function heading(element: Element, options: ThemeElementsOptions): void {
  const id = element.properties.id;
  if (id === undefined || id === null) return;
  const only = element.children.length === 1 ? element.children[0] : undefined;
  const name = only?.type === 'text' ? only.value : String(id);
  const title = `${options.headingLinkTitle.before}${name}${options.headingLinkTitle.after}`;
  const { className: _className, id: _id, ...rest } = element.properties;
  element.properties = { ...rest, className: ['anchor', anchorTargetClass(options.hideOnScroll), ...classList(element)], id };
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: { href: `#${String(id)}`, className: ['hash-link'], ariaLabel: title, title, translate: 'no' },
    children: [text(HASH_LINK_TEXT)],
  };
  element.children.push(link);
}

/** Docusaurus's Link, as MDXComponents/A gives it a Markdown link: a class ('' when none), a new
 * tab for a link off the site, and the attributes in the order its two kinds of link write them (a
 * link to a page of the site is react-router's, its href last). */
function link(element: Element, options: ThemeElementsOptions): void {
  const { href, className: _className, ...rest } = element.properties;
  const className = [...(rest.id !== undefined ? [anchorTargetClass(options.hideOnScroll)] : []), ...classList(element)];
  const target = typeof href === 'string' ? href : undefined;
  const internal = target !== undefined && !/^(?:\w*:|\/\/)/.test(target);
  const routed = internal && !target.startsWith('#') && (rest.target === undefined || rest.target === '_self');
  if (routed) element.properties = { ...rest, className, href };
  else element.properties = { href, ...(target !== undefined && !internal ? { target: '_blank', rel: ['noopener', 'noreferrer'] } : {}), ...rest, className };
}

/** Docusaurus's Details: the summary, then the content in the collapsible's two divs. */
function details(element: Element): void {
  const summary = element.children.find((child): child is Element => child.type === 'element' && child.tagName === 'summary');
  const content = element.children.filter((child) => child !== summary);
  const open = element.properties.open === true || element.properties.open === '';
  const { className: _className, open: _open, ...rest } = element.properties;
  element.properties = {
    ...rest,
    ...(open ? { open: true } : {}),
    className: [DETAILS_CLASSES.details, ...DETAILS_CLASSES.theme.split(' '), ...classList(element)],
    dataCollapsed: String(!open),
  };
  const collapsible: Element = {
    type: 'element',
    tagName: 'div',
    properties: {},
    children: [{ type: 'element', tagName: 'div', properties: { className: [DETAILS_CLASSES.content] }, children: content }],
  };
  element.children = [summary ?? { type: 'element', tagName: 'summary', properties: {}, children: [text('Details')] }, collapsible];
}

function transform(element: Element, options: ThemeElementsOptions): void {
  const { tagName, properties } = element;
  if (tagName === 'h1') delete properties.id;
  else if (HEADING.test(tagName)) heading(element, options);
  else if (tagName === 'li') {
    // The component's class comes first and the item's own replaces it: '' for a plain item.
    const { className, ...rest } = properties;
    element.properties = { className: (className ?? (rest.id !== undefined ? [anchorTargetClass(options.hideOnScroll)] : '')) as string[], ...rest };
  } else if (tagName === 'ul' && classList(element).includes('contains-task-list')) {
    properties.className = [...classList(element), 'containsTaskList__YnT'];
  } else if (tagName === 'img') {
    const { className: _className, ...rest } = properties;
    element.properties = { decoding: 'async', loading: 'lazy', ...rest, className: [...classList(element), 'img__Ss2'] };
  } else if (tagName === 'a') link(element, options);
  else if (tagName === 'details') details(element);
  else if (tagName === 'input' && properties.type === 'checkbox') {
    // A task's box, its attributes in the order Docusaurus's pages have them.
    const { type, disabled, checked, ...rest } = properties;
    element.properties = { type, disabled, checked, ...rest };
  }
}

/** Applies the components' markup to every element below `parent`. */
export function renderLikeTheme(parent: Root | Element | { children: ElementContent[] }, options: ThemeElementsOptions): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    // Children first: a heading's hash link and a details' wrappers are not content to change.
    renderLikeTheme(child, options);
    transform(child, options);
  }
}

export default function rehypeThemeElements(options: ThemeElementsOptions) {
  return (tree: Root) => renderLikeTheme(tree, options);
}
