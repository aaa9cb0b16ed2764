// `@theme/LastUpdated`: "Last updated on <date> by <author>", the date in the page's language.
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }) {
  const atDate = new Date(lastUpdatedAt);
  const format = useDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {format.format(atDate)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }) {
  return (
    <Translate id="theme.lastUpdated.byUser" values={{ user: <b>{lastUpdatedBy}</b> }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
