// `@theme/DocItem/TOC/Mobile`: the collapsible table of contents above the doc, below the desktop width.
import clsx from 'clsx';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import TOCCollapsible from '@theme/TOCCollapsible';

export default function DocItemTOCMobile() {
  const { toc, frontMatter } = useDoc();
  return (
    <TOCCollapsible
      toc={toc}
      minHeadingLevel={frontMatter.toc_min_heading_level}
      maxHeadingLevel={frontMatter.toc_max_heading_level}
      className={clsx(ThemeClassNames.docs.docTocMobile, 'tocMobile_tjDr')}
    />
  );
}
