// "Copy page" and "Open as Markdown" on a doc with a Markdown copy (config `llms`): the copy is
// what a reader pastes into an AI assistant. The button is plain HTML that page-copy.ts drives,
// like the code blocks' copy buttons; its result is announced by the status beside it.
import { useStrings } from './context.js';

export default function CopyPage({ href }: { href: string }) {
  const t = useStrings();
  return (
    <div className="doc-copy" data-pagefind-ignore="all">
      <button
        type="button"
        className="doc-copy__button"
        data-copy-href={href}
        data-copied-label={t('docgen.copyPage.copied')}
        data-failed-label={t('docgen.copyPage.failed')}
      >
        <span className="doc-copy__icon" aria-hidden="true" />
        <span className="doc-copy__label">{t('docgen.copyPage.copy')}</span>
      </button>
      <a className="doc-copy__open" href={href} type="text/markdown">
        {t('docgen.copyPage.openAsMarkdown')}
      </a>
      <span className="doc-copy__status" role="status" />
    </div>
  );
}
