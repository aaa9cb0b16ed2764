// The root of every page, on the server and in the browser: the route's state, @theme/Root (kept
// across navigations), a boundary for crashes, and the route's view built from Docusaurus's
// components: a doc (DocsRoot > DocVersionRoot > DocRoot > DocItem, or a category's generated
// index in DocRoot; a version's tags pages in DocVersionRoot), a Markdown page (MDXPage or the
// blog's pages), a site's React page, or the not-found page.
import { useMemo, type ComponentType } from 'react';
import BlogPage from 'docgen:blog';
import docItems from 'docgen:doc-items';
import { setCodeTranslations } from '@docusaurus/Translate';
import type { DocContent, DocsVersion } from '@docusaurus/plugin-content-docs/client';
import { PluginRouteContext, type RouteContextValue } from '@docusaurus/useRouteContext';
import { ActiveDocContext } from '../docusaurus/docs-client/versions.js';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import DocItem from '@theme/DocItem';
import DocRoot from '@theme/DocRoot';
import DocsRoot from '@theme/DocsRoot';
import DocTagDocListPage from '@theme/DocTagDocListPage';
import DocTagsListPage from '@theme/DocTagsListPage';
import DocVersionRoot from '@theme/DocVersionRoot';
import ThemeError from '@theme/Error';
import Layout from '@theme/Layout';
import MDXPage, { type MDXPageContent } from '@theme/MDXPage';
import NotFound from '@theme/NotFound';
import Root from '@theme/Root';
import SiteMetadata from '@theme/SiteMetadata';
import ThemeProvider from '@theme/ThemeProvider';
import type { LocaleInfo, SiteData } from '../shared/site-data.js';
import type { MarkdownPageData, RouteKind, Sidebar, TocItem } from '../shared/types.js';
import { RouteContext, useHref, useRoute } from './context.js';
import ErrorBoundary from './ErrorBoundary.js';
import LoadReport, { type LoadReportProps } from './LoadReport.js';
import { contentComponent, type ContentProps, type MdxContent } from './MarkdownContent.js';

export interface AppProps {
  site: SiteData;
  locale: LocaleInfo;
  path: string;
  kind: RouteKind;
  page?: MarkdownPageData;
  sidebar?: Sidebar;
  /** The page component of a React page. */
  Component?: ComponentType;
  /** The content component of an MDX page (its page data carries no HTML). */
  Content?: MdxContent;
  /** MDX pages: the inner HTML of the content's static parts. */
  fragments?: readonly string[];
  /** In the browser: the route's content did not arrive in time; shown in the site frame. */
  report?: LoadReportProps;
}

const PAGES: RouteContextValue = { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The table of contents in Docusaurus's shape (a heading's value is HTML). */
const tocOf = (toc: readonly TocItem[]) => toc.map(({ id, text, level }) => ({ id, level, value: escapeHtml(text) }));

/** The heading levels the build kept in the table of contents, which the theme then keeps too. */
function tocLevels(toc: readonly TocItem[]) {
  if (toc.length === 0) return {};
  const levels = toc.map((item) => item.level);
  return { toc_min_heading_level: Math.min(...levels), toc_max_heading_level: Math.max(...levels) };
}

const lastUpdateOf = (page: MarkdownPageData) => ({
  ...(page.lastUpdate?.date ? { lastUpdatedAt: Date.parse(page.lastUpdate.date) } : {}),
  ...(page.lastUpdate?.author ? { lastUpdatedBy: page.lastUpdate.author } : {}),
});

/** A doc's content component with what Docusaurus's module carries beside it. */
function useDocContent(page: MarkdownPageData, content: ContentProps): DocContent {
  const href = useHref();
  const { path } = useRoute();
  return useMemo(() => {
    const doc = page.doc!;
    const frontMatter = { ...doc.frontMatter, hide_title: page.hideTitle, hide_table_of_contents: page.hideTableOfContents, ...tocLevels(page.toc) };
    const metadata = {
      id: doc.id,
      title: page.title,
      description: page.description,
      permalink: href(path),
      version: doc.version,
      pluginId: doc.pluginId,
      ...(doc.sidebarId ? { sidebar: doc.sidebarId } : {}),
      ...(doc.previous ? { previous: doc.previous } : {}),
      ...(doc.next ? { next: doc.next } : {}),
      ...(page.editUrl ? { editUrl: page.editUrl } : {}),
      ...lastUpdateOf(page),
      tags: doc.tags ?? [],
      unlisted: page.unlisted === true,
      draft: false,
      frontMatter,
      docgen: {
        ...(page.contentLang ? { contentLang: page.contentLang } : {}),
        ...(page.untranslated ? { untranslated: true } : {}),
        ...(page.markdownCopy ? { markdownCopy: page.markdownCopy } : {}),
      },
    };
    // The title is the theme's (DocItem/Content); the build keeps no heading of the content's own.
    return Object.assign(contentComponent(content), { metadata, frontMatter, toc: tocOf(page.toc), contentTitle: undefined, assets: {} });
  }, [page, content, href, path]);
}

function useDocsVersion(page: MarkdownPageData): DocsVersion {
  const { site } = useRoute();
  const doc = page.doc!;
  const plugin = site.docsPlugins.find((candidate) => candidate.id === doc.pluginId);
  const version = plugin?.versions.find((candidate) => candidate.name === doc.version);
  const banner = page.versionBanner;
  const latest = plugin?.versions.find((candidate) => candidate.isLast);
  return {
    pluginId: doc.pluginId,
    version: doc.version,
    label: version?.label ?? doc.version,
    banner: banner?.kind ?? null,
    badge: version?.badge ?? false,
    noIndex: false,
    className: `docs-version-${doc.version}`,
    isLast: version?.isLast ?? true,
    ...(banner?.latestHref && latest ? { latest: { name: latest.name, label: banner.latestLabel, href: banner.latestHref } } : {}),
  };
}

/** A category's generated index, as Docusaurus's route gives it to its page. */
function CategoryIndexRoute({ page }: { page: MarkdownPageData }) {
  const href = useHref();
  const { path } = useRoute();
  const { categoryIndex, doc } = page;
  if (!categoryIndex || !doc) return null;
  const navigation = { ...(doc.previous ? { previous: doc.previous } : {}), ...(doc.next ? { next: doc.next } : {}) };
  return <DocCategoryGeneratedIndexPage categoryGeneratedIndex={{ ...categoryIndex, permalink: href(path), sidebar: doc.sidebarId, navigation }} />;
}

function DocRoute({ page, content }: { page: MarkdownPageData; content: ContentProps }) {
  const docContent = useDocContent(page, content);
  // A docs plugin's own item component (docItemComponent), where the site names one.
  const Item = docItems?.[page.doc!.pluginId] ?? DocItem;
  return <Item content={docContent} />;
}

function DocsRoute({ page, sidebar, content }: { page: MarkdownPageData; sidebar?: Sidebar; content: ContentProps }) {
  const version = useDocsVersion(page);
  const routeContext = useMemo(() => ({ plugin: { name: 'docusaurus-plugin-content-docs', id: page.doc!.pluginId } }), [page]);
  const { docTags } = page;
  return (
    <PluginRouteContext.Provider value={routeContext}>
      <DocsRoot>
        <DocVersionRoot version={version}>
          {/* The bundle defines DOCGEN_DOC_TAGS and DOCGEN_CATEGORY_INDEX from the routes: a site
              without such pages carries none of their code. */}
          {process.env.DOCGEN_DOC_TAGS && docTags?.tag ? (
            <DocTagDocListPage tag={docTags.tag} />
          ) : process.env.DOCGEN_DOC_TAGS && docTags ? (
            <DocTagsListPage tags={docTags.tags ?? []} />
          ) : (
            <DocRoot sidebarName={sidebar?.id} sidebarItems={sidebar?.items}>
              {process.env.DOCGEN_CATEGORY_INDEX && page.categoryIndex ? <CategoryIndexRoute page={page} /> : <DocRoute page={page} content={content} />}
            </DocRoot>
          )}
        </DocVersionRoot>
      </DocsRoot>
    </PluginRouteContext.Provider>
  );
}

function PageRoute({ page, content }: { page: MarkdownPageData; content: ContentProps }) {
  const pageContent = useMemo(() => {
    const frontMatter = { hide_table_of_contents: page.hideTableOfContents, ...tocLevels(page.toc) };
    const metadata = {
      title: page.title,
      description: page.description,
      ...(page.editUrl ? { editUrl: page.editUrl } : {}),
      ...lastUpdateOf(page),
      unlisted: page.unlisted === true,
      frontMatter,
      docgen: page.contentLang ? { contentLang: page.contentLang } : {},
    };
    return Object.assign(contentComponent(content), { metadata, toc: tocOf(page.toc), assets: {} }) as MDXPageContent;
  }, [page, content]);
  return <MDXPage content={pageContent} />;
}

function View({ kind, page, sidebar, Component, Content, fragments, report }: Omit<AppProps, 'site' | 'locale' | 'path'>) {
  const content = useMemo(() => ({ html: page?.html ?? '', ...(Content ? { Content } : {}), ...(fragments ? { fragments } : {}) }), [page, Content, fragments]);
  if (report) {
    return (
      <Layout>
        <main className="container margin-vert--xl">
          <LoadReport {...report} />
        </main>
      </Layout>
    );
  }
  if (kind === 'component' && Component) return <Component />;
  if (kind === 'doc' && page?.doc) return <DocsRoute page={page} sidebar={sidebar} content={content} />;
  // A site without a blog ships none of its code: the bundle makes `docgen:blog` null.
  if (kind === 'markdown' && page && process.env.DOCGEN_BLOG && BlogPage && page.blog) return <BlogPage page={page} content={content} />;
  if (kind === 'markdown' && page) return <PageRoute page={page} content={content} />;
  return <NotFound />;
}

export default function App({ site, locale, path, ...view }: AppProps) {
  // `translate()` reads the page's translations outside components too.
  setCodeTranslations(site.strings[locale.code] ?? {});
  const doc = view.page?.doc;
  const alternates = view.page?.versionAlternates;
  // The navbar's version dropdown leads to this doc in each version (useActiveDocContext).
  const activeDoc = useMemo(() => (doc && alternates ? { pluginId: doc.pluginId, id: doc.id, alternates } : null), [doc, alternates]);
  return (
    <RouteContext.Provider value={{ site, locale, path }}>
      <ActiveDocContext.Provider value={activeDoc}>
        <PluginRouteContext.Provider value={PAGES}>
          <Root>
            <ThemeProvider>
              <SiteMetadata />
              <ErrorBoundary resetKey={path} fallback={(props) => <ThemeError {...props} />}>
                <View {...view} />
              </ErrorBoundary>
            </ThemeProvider>
          </Root>
        </PluginRouteContext.Provider>
      </ActiveDocContext.Provider>
    </RouteContext.Provider>
  );
}
