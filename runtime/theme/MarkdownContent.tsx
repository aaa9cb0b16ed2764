// Page content: pre-rendered Markdown HTML, or an MDX page's component. The attribute lets the
// browser entry read Markdown HTML back out of the DOM at hydration, so a page's HTML is shipped
// once, not again inside its data.
import type { ComponentType } from 'react';

export const MARKDOWN_ATTRIBUTE = 'data-docgen-html';

export type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

export default function MarkdownContent({ html, Content }: { html: string; Content?: MdxContent }) {
  if (Content) {
    return (
      <div className="markdown">
        <Content />
      </div>
    );
  }
  return <div className="markdown" {...{ [MARKDOWN_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
