import type { MarkdownPageData } from '../shared/types.js';
import Layout from './Layout.js';
import MarkdownContent, { type MdxContent } from './MarkdownContent.js';
import UnlistedBanner from './UnlistedBanner.js';
import UntranslatedNote from './UntranslatedNote.js';
import TOC from './TOC.js';

/** A standalone Markdown page from the pages folder. */
export default function MarkdownPage({ page, Content }: { page: MarkdownPageData; Content?: MdxContent }) {
  return (
    <Layout title={page.title} description={page.description}>
      <main className="page-main">
        <div className="doc-container">
          <article className="doc-article" lang={page.contentLang} data-pagefind-body="">
              {page.unlisted ? <UnlistedBanner /> : null}
              {page.untranslated ? <UntranslatedNote /> : null}
            {page.hideTitle ? null : <h1>{page.title}</h1>}
            <MarkdownContent html={page.html} Content={Content} />
          </article>
        </div>
        {page.hideTableOfContents ? null : <TOC items={page.toc} />}
      </main>
    </Layout>
  );
}
