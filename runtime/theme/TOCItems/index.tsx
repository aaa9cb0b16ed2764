// `@theme/TOCItems`: the headings between two levels as a nested list; with an active class, the
// link of the heading the reader is at gets it.
import { useMemo } from 'react';
import { useThemeConfig, type TOCHighlightConfig, type TOCItem } from '@docusaurus/theme-common';
import { useFilteredAndTreeifiedTOC, useTOCHighlight } from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';

export interface Props {
  readonly toc: readonly TOCItem[];
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
  readonly className?: string;
  readonly linkClassName?: string | null;
  readonly linkActiveClassName?: string;
}

export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
  minHeadingLevel: minOption,
  maxHeadingLevel: maxOption,
}: Props) {
  const { tableOfContents } = useThemeConfig();
  const minHeadingLevel = minOption ?? tableOfContents.minHeadingLevel;
  const maxHeadingLevel = maxOption ?? tableOfContents.maxHeadingLevel;
  const tocTree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel });
  const highlight = useMemo<TOCHighlightConfig | undefined>(
    () => (linkClassName && linkActiveClassName ? { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } : undefined),
    [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel],
  );
  useTOCHighlight(highlight);
  return <TOCItemTree toc={tocTree} className={className} linkClassName={linkClassName} />;
}
