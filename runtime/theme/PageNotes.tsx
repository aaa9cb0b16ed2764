// A note about the page itself: that its content has no translation for
// the visitor's locale yet. They sit inside the article but speak the interface's language (so
// they carry the locale's own lang) and stay out of the search index.
import type { MarkdownPageData } from '../shared/types.js';
import { useRoute, useStrings } from './context.js';

function Note({ className, text }: { className: string; text: string }) {
  const { locale } = useRoute();
  return (
    <div className={className} role="note" lang={locale.htmlLang} data-pagefind-ignore="all">
      {text}
    </div>
  );
}

export default function PageNotes({ page }: { page: Pick<MarkdownPageData, 'untranslated'> }) {
  const t = useStrings();
  return <>{page.untranslated ? <Note className="untranslated-note" text={t('docgen.notTranslated')} /> : null}</>;
}
