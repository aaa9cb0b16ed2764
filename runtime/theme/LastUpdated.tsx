// "Last updated on <date> by <author>" under a doc or a post, from its last_update front matter or
// git. The date is written short (Mar 14, 2025), as Docusaurus writes it, for the locale in UTC, so the server and the browser write the same text.
import { useRoute, useStrings } from './context.js';

const SLOT = '\u0000';

export default function LastUpdated({ date, author }: { date?: string; author?: string }) {
  const t = useStrings();
  const { locale } = useRoute();
  const shown = date
    ? new Intl.DateTimeFormat(locale.htmlLang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
    : undefined;
  // The sentence comes from the UI strings; the date goes where its {date} placeholder is.
  const [before = '', after = ''] = t('docgen.lastUpdated.on', { date: SLOT }).split(SLOT);
  return (
    <p className="last-updated theme-last-updated" data-pagefind-ignore="all">
      {shown ? (
        <>
          {before}
          <time dateTime={date}>{shown}</time>
          {after}
        </>
      ) : null}
      {author ? `${shown ? ' ' : ''}${t('docgen.lastUpdated.by', { author })}` : null}
    </p>
  );
}
