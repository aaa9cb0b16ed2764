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
