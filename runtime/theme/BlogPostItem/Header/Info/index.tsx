// `@theme/BlogPostItem/Header/Info`: "January 15, 2025 · One min read", the date in the page's
// locale (in UTC, so the server and the browser write the same day).
import { translate } from '@docusaurus/Translate';
import { useDateTimeFormat, usePluralForm } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

function ReadingTime({ readingTime }: { readingTime: number }) {
  const { selectMessage } = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return (
    <>
      {selectMessage(
        minutes,
        translate({ id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read' }, { readingTime: minutes }),
      )}
    </>
  );
}

export default function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const { metadata } = useBlogPost();
  const { date, readingTime } = metadata;
  const format = useDateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className={['container_PuMg', 'margin-vert--md', className].filter(Boolean).join(' ')}>
      <time dateTime={date}>{format.format(new Date(date))}</time>
      {readingTime !== undefined ? (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      ) : null}
    </div>
  );
}
