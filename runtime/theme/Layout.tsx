// The page frame every route shares: skip link, announcement bar, navbar, main, footer.
// Pages (theme pages and a site's own React pages) wrap themselves in it, as with @theme/Layout.
import type { ReactNode } from 'react';
import AnnouncementBar from './AnnouncementBar.js';
import Footer from './Footer.js';
import Head from './Head.js';
import HtmlClass from './HtmlClass.js';
import Navbar from './navbar/Navbar.js';
import SkipToContent, { WRAPPER_ID } from './SkipToContent.js';

export interface LayoutProps {
  title?: string;
  description?: string;
  noIndex?: boolean;
  wrapperClassName?: string;
  /** Classes of the page's `<html>` element (the theme's, as Docusaurus names them). */
  htmlClass?: readonly string[];
  /** id of the element "Skip to main content" leads to. Default: the wrapper around `children`.
   * The theme's pages pass their `<main>` (CONTENT_ID), past the docs sidebar. */
  skipTo?: string;
  children?: ReactNode;
}

export default function Layout({ title, description, noIndex, wrapperClassName, htmlClass, skipTo = WRAPPER_ID, children }: LayoutProps) {
  return (
    <>
      <Head title={title} description={description} noIndex={noIndex} />
      {htmlClass ? <HtmlClass names={htmlClass} /> : null}
      <SkipToContent target={skipTo} />
      <AnnouncementBar />
      <Navbar />
      <div id={WRAPPER_ID} className={['main-wrapper', 'theme-layout-main', wrapperClassName ?? ''].filter(Boolean).join(' ')}>
        {children}
      </div>
      <Footer />
    </>
  );
}
