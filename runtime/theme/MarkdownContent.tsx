// Page content: pre-rendered Markdown HTML, or an MDX page's component. Markdown's HTML goes into
// the element the theme puts content in (`.markdown` of a doc, the <article> of a page), as that
// element's own children, so Docusaurus's selectors (`.markdown > h2`) hold; the attribute lets the
// browser entry read it back out of the DOM at hydration, so a page's HTML is shipped once, not
// again inside its data. MDX content does the same for its static parts (fragments).
import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { FRAGMENTS_PROP } from '../shared/static-fragments.js';

export const MARKDOWN_ATTRIBUTE = 'data-docgen-html';
/** Its value when the element's HTML starts with a title the theme added (not part of the page's HTML). */
export const WITH_HEADER = 'header';

export type MdxContent = ComponentType<{ components?: Record<string, unknown> } & Partial<Record<typeof FRAGMENTS_PROP, readonly string[]>>>;

/** What a page shows as its content: Markdown's HTML, or an MDX component and its fragments. */
export interface ContentProps {
  readonly html: string;
  readonly Content?: MdxContent;
  readonly fragments?: readonly string[];
}

/** A content component made of pre-rendered HTML: the theme puts `docgenHtml` in place itself. */
type HtmlComponent = ComponentType & { readonly docgenHtml: string };

/** The content of a page as a component, as Docusaurus gives a page its MDX module's component. */
export function contentComponent({ html, Content, fragments }: ContentProps): ComponentType {
  if (Content) {
    const MdxBody = () => <Content {...{ [FRAGMENTS_PROP]: fragments }} />;
    return MdxBody;
  }
  // Rendered on its own (a swizzled layout that does not know docgenHtml), it keeps a wrapper.
  const HtmlBody = () => <div {...{ [MARKDOWN_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
  return Object.assign(HtmlBody, { docgenHtml: html });
}

/** The pre-rendered HTML of content given as `<Content />`, if it is that. */
export function htmlOf(children: ReactNode): string | undefined {
  return isValidElement(children) ? (children.type as Partial<HtmlComponent>).docgenHtml : undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Props of the element that holds pre-rendered HTML, after the title the theme adds (if any). */
export function htmlContentProps({ html, title }: { html: string; title?: string | null }) {
  return {
    [MARKDOWN_ATTRIBUTE]: title ? WITH_HEADER : '',
    dangerouslySetInnerHTML: { __html: title ? `<header><h1>${escapeHtml(title)}</h1></header>${html}` : html },
  };
}

/** The page's own HTML in an element that holds pre-rendered content (the theme's title left out). */
export function htmlInElement(element: Element): string {
  if (element.getAttribute(MARKDOWN_ATTRIBUTE) !== WITH_HEADER) return element.innerHTML;
  const copy = element.cloneNode(true) as Element;
  copy.firstElementChild?.remove();
  return copy.innerHTML;
}

/** The old way pages showed content, kept for the blog until it moves to Docusaurus's components. */
export default function MarkdownContent({ html, Content, fragments }: ContentProps) {
  if (Content) {
    return (
      <div className="markdown">
        <Content {...{ [FRAGMENTS_PROP]: fragments }} />
      </div>
    );
  }
  return <div className="markdown" {...{ [MARKDOWN_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
