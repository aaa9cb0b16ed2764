// Pre-rendered Markdown HTML. The attribute lets the browser entry read the HTML back out of the
// DOM at hydration, so a page's HTML is shipped once, not again inside its data.
export const MARKDOWN_ATTRIBUTE = 'data-docgen-html';

export default function MarkdownContent({ html }: { html: string }) {
  return <div className="markdown" {...{ [MARKDOWN_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
