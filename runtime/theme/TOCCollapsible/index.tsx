// `@theme/TOCCollapsible`: "On this page", folded until opened (above a doc at mobile width).
import clsx from 'clsx';
import { Collapsible, useCollapsible, type TOCItem } from '@docusaurus/theme-common';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import TOCItems from '@theme/TOCItems';

export interface Props {
  readonly toc: readonly TOCItem[];
  readonly className?: string;
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
}

export default function TOCCollapsible({ toc, className, minHeadingLevel, maxHeadingLevel }: Props) {
  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: true });
  return (
    <div className={clsx('tocCollapsible_O_Qc', !collapsed && 'tocCollapsibleExpanded_klrc', className)}>
      <CollapseButton collapsed={collapsed} onClick={toggleCollapsed} />
      <Collapsible lazy className="tocCollapsibleContent_SlnY" collapsed={collapsed}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </Collapsible>
    </div>
  );
}
