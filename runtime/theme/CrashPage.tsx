// What a visitor sees when a page crashes in the browser: the site frame (so the navbar still
// works), "This page crashed.", a "Try again" button, and the error with each of its causes.
import { useStrings } from './context.js';
import Layout from './Layout.js';
import { CONTENT_ID } from './SkipToContent.js';

/** The error, then its `cause`, and so on. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    messages.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

export default function CrashPage({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const t = useStrings();
  const [first, ...causes] = errorChain(error);
  return (
    <Layout title={t('docgen.error.pageTitle')} skipTo={CONTENT_ID}>
      <main id={CONTENT_ID} className="page-main crash-page" role="alert">
        <h1>{t('theme.ErrorPageContent.title')}</h1>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          {t('theme.ErrorPageContent.tryAgain')}
        </button>
        <pre className="crash-page__error">{first}</pre>
        {causes.map((cause, index) => (
          <pre className="crash-page__cause" key={index}>
            {t('docgen.error.cause')} {cause}
          </pre>
        ))}
      </main>
    </Layout>
  );
}
