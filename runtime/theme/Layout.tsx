// The page frame every route shares: skip link, announcement bar, navbar, main, footer.
// Pages (theme pages and a site's own React pages) wrap themselves in it, as with @theme/Layout.
import type { ReactNode } from 'react';
import AnnouncementBar from './AnnouncementBar.js';
import { useStrings } from './context.js';
import Footer from './Footer.js';
import Head from './Head.js';
import Navbar from './navbar/Navbar.js';

export interface LayoutProps {
  title?: string;
  description?: string;
  noIndex?: boolean;
  wrapperClassName?: string;
  children?: ReactNode;
}

export const MAIN_ID = '__docgen_main';

export default function Layout({ title, description, noIndex, wrapperClassName, children }: LayoutProps) {
  const t = useStrings();
  return (
    <>
      <Head title={title} description={description} noIndex={noIndex} />
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skipToContent')}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div id={MAIN_ID} className={["main-wrapper", wrapperClassName ?? ""].filter(Boolean).join(" ")}>
        {children}
      </div>
      <Footer />
    </>
  );
}
