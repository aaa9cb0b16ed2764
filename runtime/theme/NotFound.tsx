import { useHref, useStrings } from './context.js';
import Layout from './Layout.js';
import { CONTENT_ID } from './SkipToContent.js';

export default function NotFound() {
  const t = useStrings();
  const href = useHref();
  return (
    <Layout title={t('notFoundTitle')} noIndex skipTo={CONTENT_ID}>
      <main id={CONTENT_ID} className="page-main not-found">
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFoundMessage')}</p>
        <p>{t('notFoundContact')}</p>
        <p>
          <a href={href('/')}>{t('homeLink')}</a>
        </p>
      </main>
    </Layout>
  );
}
