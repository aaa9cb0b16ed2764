import { useHref, useStrings } from './context.js';
import Layout from './Layout.js';

export default function NotFound() {
  const t = useStrings();
  const href = useHref();
  return (
    <Layout title={t('notFoundTitle')} noIndex>
      <main className="page-main not-found">
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
