// `@theme/DocItem/Layout`: the doc's column (banners, breadcrumbs, version badge, the mobile table
// of contents, the content, its footer and the paginator) and the desktop table of contents.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useWindowSize } from '@docusaurus/theme-common';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { PageNotesAbove, PageToolsBelow } from '../../PageTools.js';

function useDocTOC() {
  const { frontMatter, toc } = useDoc();
  const windowSize = useWindowSize();
  const hidden = frontMatter.hide_table_of_contents === true;
  const canRender = !hidden && toc.length > 0;
  return {
    hidden,
    mobile: canRender ? <DocItemTOCMobile /> : undefined,
    desktop: canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? <DocItemTOCDesktop /> : undefined,
  };
}

export default function DocItemLayout({ children }: { children: ReactNode }) {
  const docTOC = useDocTOC();
  const { metadata } = useDoc();
  return (
    <div className="row">
      <div className={clsx('col', !docTOC.hidden && 'docItemCol_YAwJ')}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className="docItemContainer_Rv5Z">
          <article>
            <PageNotesAbove />
            <DocBreadcrumbs />
            <DocVersionBadge />
            {docTOC.mobile}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
          <PageToolsBelow />
        </div>
      </div>
      {docTOC.desktop ? <div className="col col--3">{docTOC.desktop}</div> : null}
    </div>
  );
}
