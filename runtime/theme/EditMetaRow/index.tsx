// `@theme/EditMetaRow`: "Edit this page" and "Last updated", side by side.
import clsx from 'clsx';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';

export interface Props {
  readonly className?: string;
  readonly editUrl?: string;
  readonly lastUpdatedAt?: number;
  readonly lastUpdatedBy?: string;
}

export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: Props) {
  return (
    <div className={clsx('row', className)}>
      <div className={clsx('col', 'noPrint_HJkF')}>{editUrl ? <EditThisPage editUrl={editUrl} /> : null}</div>
      <div className={clsx('col', 'lastUpdated_g62E')}>
        {lastUpdatedAt || lastUpdatedBy ? <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} /> : null}
      </div>
    </div>
  );
}
