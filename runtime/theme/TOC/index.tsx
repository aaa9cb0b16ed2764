// `@theme/TOC`: the desktop table of contents beside a doc, the reader's heading highlighted.
import clsx from 'clsx';
import TOCItems, { type Props as TOCItemsProps } from '@theme/TOCItems';

export default function TOC({ className, ...props }: TOCItemsProps & { className?: string }) {
  return (
    <div className={clsx('tableOfContents_TN1Q', 'thin-scrollbar', className)}>
      <TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" linkActiveClassName="table-of-contents__link--active" />
    </div>
  );
}
