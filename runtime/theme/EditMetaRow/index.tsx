// `@theme/EditMetaRow`: under a doc or a post, the edit link and when it was last updated.
import EditThisPage from '../EditThisPage.js';
import LastUpdated from '../LastUpdated.js';

export interface Props {
  readonly className?: string;
  readonly editUrl?: string;
  /** Milliseconds since the epoch. */
  readonly lastUpdatedAt?: number;
  readonly lastUpdatedBy?: string;
}

export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: Props) {
  const date = lastUpdatedAt ? new Date(lastUpdatedAt).toISOString().slice(0, 10) : undefined;
  return (
    <div className={['row', className].filter(Boolean).join(' ')}>
      <div className="col noPrint_HJkF">{editUrl ? <EditThisPage href={editUrl} /> : null}</div>
      <div className="col lastUpdated_g62E">
        {date || lastUpdatedBy ? <LastUpdated {...(date ? { date } : {})} {...(lastUpdatedBy ? { author: lastUpdatedBy } : {})} /> : null}
      </div>
    </div>
  );
}
