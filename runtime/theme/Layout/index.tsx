// `@theme/Layout`: the frame of every page, as Docusaurus's classic theme builds it: the providers,
// the page's metadata, "Skip to main content", the announcement bar, the navbar, the main wrapper
// (where a crash of the page shows the error page) and the footer. Pages wrap themselves in it.
import type { ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';
import clsx from 'clsx';
import AnnouncementBar from '@theme/AnnouncementBar';
import ErrorPageContent from '@theme/ErrorPageContent';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';

export interface Props {
  readonly children?: ReactNode;
  readonly noFooter?: boolean;
  readonly wrapperClassName?: string;
  readonly title?: string;
  readonly description?: string;
}

export default function Layout({ children, noFooter, wrapperClassName, title, description }: Props) {
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div
        id={SkipToContentFallbackId}
        className={clsx(ThemeClassNames.layout.main.container, ThemeClassNames.wrapper.main, 'mainWrapper_UyTV', wrapperClassName)}
      >
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </div>
      {noFooter ? null : <Footer />}
    </LayoutProvider>
  );
}
