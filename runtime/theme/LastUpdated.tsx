// "Last updated on <date> by <author>" under a doc, from its last_update front matter. The date
// is formatted for the locale in UTC, so the server and the browser write the same text.
import { useRoute, useStrings } from './context.js';

const SLOT = '\u0000';

export default function LastUpdated({ date, author }: { date?: string; author?: string }) {
  const t = useStrings();
  const { locale } = useRoute();
  const shown = date ? new Intl.DateTimeFormat(locale.htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)) : undefined;
  // The sentence comes from the UI strings; the date goes where its {date} placeholder is.
  const [before = '', after = ''] = t('lastUpdatedOn', { date: SLOT }).split(SLOT);
  return (
    <p className="last-updated theme-last-updated" data-pagefind-ignore="all">
      {shown ? (
        <>
          {before}
          <time dateTime={date}>{shown}</time>
          {after}
        </>
      ) : null}
      {author ? `${shown ? ' ' : ''}${t('lastUpdatedBy', { author })}` : null}
    </p>
  );
}
