import { useRoute, useStrings } from './context.js';

/** Tells the visitor (and the writer previewing it) that this page is unlisted. */
export default function UnlistedBanner() {
  const t = useStrings();
  const { locale } = useRoute();
  return (
    <div className="unlisted-banner" role="note" lang={locale.htmlLang} data-pagefind-ignore="all">
      {t('unlistedBanner')}
    </div>
  );
}
