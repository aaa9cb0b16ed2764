// `@theme/TOCItems/Tree`: one level of the table of contents (a heading's value is its inner HTML).
import { memo } from 'react';
import Link from '@docusaurus/Link';
import type { TOCTreeNode } from '@docusaurus/theme-common';

export interface Props {
  readonly toc: readonly TOCTreeNode[];
  readonly className: string;
  readonly linkClassName: string | null;
  readonly isChild?: boolean;
}

function TOCItemTree({ toc, className, linkClassName, isChild }: Props) {
  if (toc.length === 0) return null;
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          <Link to={`#${heading.id}`} className={linkClassName ?? undefined} dangerouslySetInnerHTML={{ __html: heading.value }} />
          <TOCItemTree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export default memo(TOCItemTree);
