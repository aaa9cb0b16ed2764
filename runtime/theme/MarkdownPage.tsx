import type { MarkdownPageData } from '../shared/types.js';
import { PAGES_CLASS } from './HtmlClass.js';
import Layout from './Layout.js';
import { CONTENT_ID } from './SkipToContent.js';
import MarkdownContent, { type ContentProps } from './MarkdownContent.js';
import PageNotes from './PageNotes.js';
import TOC from './TOC.js';

/** A standalone Markdown page from the pages folder. */
export default function MarkdownPage({ page, content }: { page: MarkdownPageData; content: ContentProps }) {
  return (
    <Layout title={page.title} description={page.description} htmlClass={PAGES_CLASS} skipTo={CONTENT_ID}>
      <main id={CONTENT_ID} className="page-main">
        <div className="doc-container">
          <article className="doc-article" lang={page.contentLang} data-pagefind-body="">
            <PageNotes page={page} />
            {page.hideTitle ? null : <h1>{page.title}</h1>}
            <MarkdownContent {...content} />
          </article>
        </div>
        {page.hideTableOfContents ? null : <TOC items={page.toc} />}
      </main>
    </Layout>
  );
}
