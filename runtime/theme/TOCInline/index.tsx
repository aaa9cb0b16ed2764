// `@theme/TOCInline`: a page's table of contents in its text (`<TOCInline toc={toc} />` in MDX).
import TOCItems from '@theme/TOCItems';
import type { TOCItem } from '@docusaurus/theme-common';

export interface Props {
  readonly toc: readonly TOCItem[];
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
}

export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: Props) {
  return (
    <div className="tableOfContentsInline_prmo">
      <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} className="table-of-contents" linkClassName={null} />
    </div>
  );
}
