import type { MarkdownPageData } from '../shared/types.js';
import Layout from './Layout.js';
import MarkdownContent, { type MdxContent } from './MarkdownContent.js';
import PageNotes from './PageNotes.js';
import TOC from './TOC.js';

/** A standalone Markdown page from the pages folder. */
export default function MarkdownPage({ page, Content }: { page: MarkdownPageData; Content?: MdxContent }) {
  return (
    <Layout title={page.title} description={page.description}>
      <main className="page-main">
        <div className="doc-container">
          <article className="doc-article" lang={page.contentLang} data-pagefind-body="">
              <PageNotes page={page} />
            {page.hideTitle ? null : <h1>{page.title}</h1>}
            <MarkdownContent html={page.html} Content={Content} />
          </article>
        </div>
        {page.hideTableOfContents ? null : <TOC items={page.toc} />}
      </main>
    </Layout>
  );
}
