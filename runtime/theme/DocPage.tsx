import { useState } from 'react';
import type { MarkdownPageData, Sidebar } from '../shared/types.js';
import { useHref, useRoute, useStrings } from './context.js';
import Breadcrumbs from './Breadcrumbs.js';
import DocSidebar from './DocSidebar.js';
import { SecondaryMenuContext } from './secondary-menu.js';
import CopyPage from './CopyPage.js';
import EditThisPage from './EditThisPage.js';
import LastUpdated from './LastUpdated.js';
import Layout from './Layout.js';
import { CONTENT_ID } from './SkipToContent.js';
import MarkdownContent, { type ContentProps } from './MarkdownContent.js';
import PageNotes from './PageNotes.js';
import VersionBanner from './VersionBanner.js';
import TOC from './TOC.js';

/** The docs sidebar, with a button that hides it when the site makes it hideable. */
function DocSidebarContainer({ sidebar, activeHref }: { sidebar: Sidebar; activeHref: string }) {
  const { site } = useRoute();
  const t = useStrings();
  const [hidden, setHidden] = useState(false);
  if (!site.themeConfig.docs.sidebar.hideable) return <DocSidebar sidebar={sidebar} activeHref={activeHref} />;
  if (hidden) {
    return (
      <button
        type="button"
        className="doc-sidebar__expand"
        aria-label={t('theme.docs.sidebar.expandButtonAriaLabel')}
        title={t('theme.docs.sidebar.expandButtonAriaLabel')}
        onClick={() => setHidden(false)}
      >
        <span aria-hidden="true">»</span>
      </button>
    );
  }
  return (
    <DocSidebar sidebar={sidebar} activeHref={activeHref}>
      <button
        type="button"
        className="doc-sidebar__collapse"
        aria-label={t('theme.docs.sidebar.collapseButtonAriaLabel')}
        title={t('theme.docs.sidebar.collapseButtonAriaLabel')}
        onClick={() => setHidden(true)}
      >
        <span aria-hidden="true">«</span>
      </button>
    </DocSidebar>
  );
}

/** The `<html>` classes Docusaurus gives a doc page, which sites' custom CSS selects
 * (`html.docs-doc-page`, `html.plugin-id-community`, `html.docs-version-1.0`, ...). */
const docHtmlClass = (doc: MarkdownPageData['doc']): readonly string[] =>
  doc
    ? [
        'docs-wrapper',
        'plugin-docs',
        `plugin-id-${doc.pluginId}`,
        `docs-version-${doc.version}`,
        'docs-doc-page',
        // A generated category index has no doc id of its own.
        ...(doc.id.startsWith('category:') ? [] : [`docs-doc-id-${doc.id}`]),
      ]
    : [];

export default function DocPage({ page, sidebar, content }: { page: MarkdownPageData; sidebar?: Sidebar; content: ContentProps }) {
  const { path } = useRoute();
  const href = useHref();
  const t = useStrings();
  const doc = page.doc;
  return (
    <SecondaryMenuContext.Provider value={sidebar}>
      <Layout title={page.title} description={page.description} wrapperClassName="docs-wrapper" htmlClass={docHtmlClass(doc)} skipTo={CONTENT_ID}>
        <div className={`doc-page${sidebar ? ' doc-page--with-sidebar' : ''}`}>
          {sidebar ? <DocSidebarContainer sidebar={sidebar} activeHref={href(path)} /> : null}
          <main id={CONTENT_ID} className="doc-main">
            <div className="doc-container">
              {sidebar || page.markdownCopy ? (
                <div className="doc-toolbar">
                  {sidebar ? <Breadcrumbs sidebar={sidebar} activeHref={href(path)} /> : null}
                  {page.markdownCopy ? <CopyPage key={page.markdownCopy} href={page.markdownCopy} /> : null}
                </div>
              ) : null}
              <article className="doc-article" lang={page.contentLang} data-pagefind-body="">
                {page.versionBanner ? <VersionBanner banner={page.versionBanner} /> : null}
                <PageNotes page={page} />
                {/* `theme-doc-markdown` holds the title too, as in Docusaurus (sites' CSS selects it). */}
                <div className="theme-doc-markdown">
                  {page.hideTitle ? null : (
                    <header>
                      <h1>{page.title}</h1>
                    </header>
                  )}
                  <MarkdownContent {...content} />
                </div>
                {page.editUrl ? (
                  <footer className="doc-footer theme-doc-footer theme-doc-footer-edit-meta-row">
                    <EditThisPage href={page.editUrl} />
                    {page.lastUpdate ? <LastUpdated {...page.lastUpdate} /> : null}
                  </footer>
                ) : page.lastUpdate ? (
                  <LastUpdated {...page.lastUpdate} />
                ) : null}
              </article>
              {doc && (doc.previous || doc.next) ? (
                <nav className="pagination-nav" aria-label={t('theme.docs.paginator.navAriaLabel')}>
                  {doc.previous ? (
                    <a className="pagination-nav__link pagination-nav__link--prev" href={doc.previous.permalink}>
                      <div className="pagination-nav__sublabel">{t('theme.docs.paginator.previous')}</div>
                      <div className="pagination-nav__label">{doc.previous.title}</div>
                    </a>
                  ) : (
                    <span />
                  )}
                  {doc.next ? (
                    <a className="pagination-nav__link pagination-nav__link--next" href={doc.next.permalink}>
                      <div className="pagination-nav__sublabel">{t('theme.docs.paginator.next')}</div>
                      <div className="pagination-nav__label">{doc.next.title}</div>
                    </a>
                  ) : null}
                </nav>
              ) : null}
            </div>
            {page.hideTableOfContents ? null : <TOC items={page.toc} />}
          </main>
        </div>
      </Layout>
    </SecondaryMenuContext.Provider>
  );
}
