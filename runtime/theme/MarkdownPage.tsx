import type { MarkdownPageData } from '../shared/types.js';
import { PAGES_CLASS } from './HtmlClass.js';
import BlogPage from 'docgen:blog';
import Layout from './Layout.js';
import { CONTENT_ID } from './SkipToContent.js';
import MarkdownContent, { type ContentProps } from './MarkdownContent.js';
import PageNotes from './PageNotes.js';
import TOC from './TOC.js';

/** A standalone Markdown page from the pages folder, or a blog's page. */
export default function MarkdownPage({ page, content }: { page: MarkdownPageData; content: ContentProps }) {
  // A site without a blog ships none of its code: the bundle defines DOCGEN_BLOG false and makes
  // `docgen:blog` null (bundle.ts).
  if (process.env.DOCGEN_BLOG && BlogPage && page.blog) return <BlogPage page={page} content={content} />;
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
