// Shown when a page's content could not be loaded in time or at all: what happened, the error
// (with its causes) when there is one, and "Retry". Used inside the site frame when a navigation
// times out, and on its own over a pre-rendered page whose scripts failed to load.
import { errorChain } from '../docusaurus/theme-common/error-boundary.js';
import { useStrings } from './context.js';

export interface LoadReportProps {
  /** `timeout`: still loading after the configured time; `failed`: the load raised `error`. */
  reason: 'timeout' | 'failed';
  error?: unknown;
  retry: () => void;
  /** The page's own text is on screen (only its scripts failed): say so instead of "could not be loaded". */
  contentShown?: boolean;
}

export default function LoadReport({ reason, error, retry, contentShown = false }: LoadReportProps) {
  const t = useStrings();
  const message = reason === 'timeout' ? t('docgen.load.timedOut') : t(contentShown ? 'docgen.load.scriptsFailed' : 'docgen.load.failed');
  return (
    <div className="load-report" role="alert">
      <p className="load-report__message">{message}</p>
      {error !== undefined ? (
        <pre className="load-report__error">
          {errorChain(error)
            .map((link) => (link instanceof Error ? `${link.name}: ${link.message}` : String(link)))
            .join('\n')}
        </pre>
      ) : null}
      <button type="button" className="button button--primary" onClick={retry}>
        {t('docgen.load.retry')}
      </button>
    </div>
  );
}
