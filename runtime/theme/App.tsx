// The root of every page, on the server and in the browser: providers plus the route's view.
import type { ComponentType } from 'react';
import { ScrollControllerProvider } from '../docusaurus/theme-common/scroll.js';
import type { LocaleInfo, SiteData } from '../shared/site-data.js';
import type { MarkdownPageData, RouteKind, Sidebar } from '../shared/types.js';
import { RouteContext } from './context.js';
import CrashPage from './CrashPage.js';
import ErrorBoundary from './ErrorBoundary.js';
import HtmlClass, { PAGES_CLASS } from './HtmlClass.js';
import DocPage from './DocPage.js';
import Layout from './Layout.js';
import { CONTENT_ID } from './SkipToContent.js';
import LoadReport, { type LoadReportProps } from './LoadReport.js';
import type { MdxContent } from './MarkdownContent.js';
import MarkdownPage from './MarkdownPage.js';

import NotFound from './NotFound.js';

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

function View({ kind, page, sidebar, Component, Content, fragments, report }: Omit<AppProps, 'site' | 'locale' | 'path'>) {
  if (report) {
    return (
      <Layout skipTo={CONTENT_ID}>
        <main id={CONTENT_ID} className="page-main">
          <LoadReport {...report} />
        </main>
      </Layout>
    );
  }
  if (kind === 'component' && Component) {
    return (
      <>
        <HtmlClass names={PAGES_CLASS} />
        <Component />
      </>
    );
  }
  const content = { html: page?.html ?? '', ...(Content ? { Content } : {}), ...(fragments ? { fragments } : {}) };
  if (kind === 'doc' && page) return <DocPage page={page} sidebar={sidebar} content={content} />;

  if (kind === 'markdown' && page) return <MarkdownPage page={page} content={content} />;
  return <NotFound />;
}

export default function App({ site, locale, path, ...view }: AppProps) {
  return (
    <RouteContext.Provider value={{ site, locale, path }}>
      {/* As Docusaurus's layout provider: Tabs keep their place on screen through it. */}
      <ScrollControllerProvider>
        <ErrorBoundary resetKey={path} fallback={(props) => <CrashPage {...props} />}>
          <View {...view} />
        </ErrorBoundary>
      </ScrollControllerProvider>
    </RouteContext.Provider>
  );
}
