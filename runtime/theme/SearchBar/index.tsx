// The navbar's search box: a button that opens the search dialog with a click, `/` or Ctrl/Cmd+K.
// Focusing or hovering it starts loading the index, so the first results come fast; pages where
// nobody searches download nothing. Without a search index (or JavaScript) it stays disabled.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRoute, useStrings } from '../context.js';
import { DocSearchButton } from './DocSearchButton.js';

const loadDialog = () => import('../search/SearchDialog.js');
const SearchDialog = lazy(loadDialog);
// Algolia DocSearch, where the site configures it: the site's own package, loaded on first use.
// The bundle defines DOCGEN_DOCSEARCH, so other sites' pages carry none of this code.
const loadDocSearch = () => import('../search/DocSearchDialog.js');
const DocSearchDialog = process.env.DOCGEN_DOCSEARCH ? lazy(loadDocSearch) : null;

/** True when the key press happens while the visitor is typing somewhere. */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

export default function SearchBar() {
  const t = useStrings();
  const { site, locale } = useRoute();
  // Every use is behind the bundle's constant, which the minifier folds: esbuild does not follow it through a variable.
  const algolia = process.env.DOCGEN_DOCSEARCH ? site.algolia : undefined;
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Whether the build wrote an index for this locale; its client comes with the dialog's module.
  const hasIndex = Boolean(site.search?.languages[locale.code]?.length);
  const warm = () => {
    if (process.env.DOCGEN_DOCSEARCH && algolia) return void loadDocSearch().catch(() => undefined);
    void loadDialog()
      .then(({ searchClientFor }) => searchClientFor({ site, locale })?.load())
      .catch(() => undefined);
  };
  // Back on the button once the dialog has closed (it is inert while the dialog is open).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    setMounted(true);
    if (!site.search && !(process.env.DOCGEN_DOCSEARCH && algolia)) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (!shortcut && !(event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target))) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [site.search, algolia]);

  // Without an index or DocSearch there is nothing to search: no box, as on Docusaurus without a search plugin.
  if (!site.search && !(process.env.DOCGEN_DOCSEARCH && algolia)) return null;
  if (process.env.DOCGEN_DOCSEARCH && algolia && DocSearchDialog)
    return (
      <>
        <DocSearchButton ref={button} label={t('theme.SearchBar.label')} onClick={() => setOpen(true)} onFocus={warm} onPointerEnter={warm} />
        {open ? (
          <Suspense fallback={null}>
            <DocSearchDialog algolia={algolia} locale={locale.code} siteUrl={site.url} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </>
    );
  const disabled = !mounted || !hasIndex;
  return (
    <div className="navbar__search">
      <button
        ref={button}
        type="button"
        className="navbar__search-button"
        // Named by its visible label (WCAG 2.5.3): no aria-label, the icon and the shortcut hint
        // are hidden from the name, and the shortcut is announced through aria-keyshortcuts.
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        disabled={disabled}
        onClick={() => setOpen(true)}
        onFocus={warm}
        onPointerEnter={warm}
      >
        <span className="navbar__search-icon" aria-hidden="true">
          ⌕
        </span>
        <span className="navbar__search-label">{t('theme.SearchBar.label')}</span>
        <kbd className="navbar__search-kbd" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && hasIndex ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
