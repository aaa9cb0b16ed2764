// Page content: pre-rendered Markdown HTML, or an MDX page's component. The attribute lets the
// browser entry read Markdown HTML back out of the DOM at hydration, so a page's HTML is shipped
// once, not again inside its data. MDX content does the same for its static parts (fragments).
import type { ComponentType } from 'react';
import { FRAGMENTS_PROP } from '../shared/static-fragments.js';

export const MARKDOWN_ATTRIBUTE = 'data-docgen-html';

export type MdxContent = ComponentType<{ components?: Record<string, unknown> } & Partial<Record<typeof FRAGMENTS_PROP, readonly string[]>>>;

/** What a page shows as its content: Markdown's HTML, or an MDX component and its fragments. */
export interface ContentProps {
  readonly html: string;
  readonly Content?: MdxContent;
  readonly fragments?: readonly string[];
}

/** `theme-doc-markdown` on a doc's content, as Docusaurus names it. A doc's title, when its
 * content does not start with one, heads the content inside it, where Docusaurus puts it (sites'
 * CSS for `.markdown h1` styles it). */
export default function MarkdownContent({ html, Content, fragments, doc = false, title }: ContentProps & { doc?: boolean; title?: string }) {
  const className = doc ? 'theme-doc-markdown markdown' : 'markdown';
  const header =
    title === undefined ? null : (
      <header>
        <h1>{title}</h1>
      </header>
    );
  if (Content) {
    return (
      <div className={className}>
        {header}
        <Content {...{ [FRAGMENTS_PROP]: fragments }} />
      </div>
    );
  }
  const body = <div className={header ? 'markdown__body' : className} {...{ [MARKDOWN_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
  return header ? (
    <div className={className}>
      {header}
      {body}
    </div>
  ) : (
    body
  );
}
