// Shown on a page whose content has no translation for the visitor's locale yet. It sits inside
// the article but speaks the UI's language, so it carries the locale's own lang.
import { useRoute, useStrings } from './context.js';

export default function UntranslatedNote() {
  const t = useStrings();
  const { locale } = useRoute();
  return (
    <div className="untranslated-note" role="note" lang={locale.htmlLang} data-pagefind-ignore="all">
      {t('notTranslated')}
    </div>
  );
}
