import { useHref, useStrings } from './context.js';
import Layout from './Layout.js';
import { CONTENT_ID } from './SkipToContent.js';

export default function NotFound() {
  const t = useStrings();
  const href = useHref();
  return (
    <Layout title={t('theme.NotFound.title')} noIndex skipTo={CONTENT_ID}>
      <main id={CONTENT_ID} className="page-main not-found">
        <h1>{t('theme.NotFound.title')}</h1>
        <p>{t('theme.NotFound.p1')}</p>
        <p>{t('theme.NotFound.p2')}</p>
        <p>
          <a href={href('/')}>{t('theme.docs.breadcrumbs.home')}</a>
        </p>
      </main>
    </Layout>
  );
}
