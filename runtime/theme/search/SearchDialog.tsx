// The search dialog: a modal combobox. Results come as the visitor types (debounced), grouped by
// page, each match naming its heading with an excerpt that highlights the terms. Arrow keys move
// through the matches, Enter opens one (a client-side navigation, since results are links), Escape
// closes. Focus stays inside the dialog while it is open. Loaded only when first opened.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { searchScope } from '../../shared/search.js';
import { useRoute, useStrings } from '../context.js';
import { activeVersion, readPreferredVersion } from '../docs-preferred-version.js';
import { excerptParts, type SearchClient, type SearchPage } from './search-client.js';
import { useSearchClient } from './use-search-client.js';

const DEBOUNCE_MS = 150;

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; pages: SearchPage[] } | { kind: 'failed' };

function Excerpt({ text }: { text: string }) {
  return (
    <span className="search-result__excerpt">
      {excerptParts(text).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </span>
  );
}

/** Pagefind scopes to search: ordinary pages plus, per docs plugin, the version being read, else the preferred one, else the last; none on sites without versions. */
function useScopes(): string[] {
  const { site, path } = useRoute();
  const scoped = site.search?.scoped ?? false;
  return useMemo(() => {
    if (!scoped) return [];
    const versions = site.docsPlugins.map((plugin) => ({
      pluginId: plugin.id,
      version: activeVersion({ plugin, path }) ?? readPreferredVersion(plugin) ?? plugin.last,
    }));
    return [searchScope(undefined), ...versions.map((version) => searchScope(version))];
  }, [scoped, site.docsPlugins, path]);
}

// The search bar loads this module on first interest: it warms the index through it, so the
// search client stays out of every page's first load.
export { searchClientFor } from './use-search-client.js';

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useStrings();
  const { site, locale } = useRoute();
  // Shown only where the locale has an index (the search bar checks).
  const client = useSearchClient() as SearchClient;
  const scopes = useScopes();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [allLanguages, setAllLanguages] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [active, setActive] = useState(0);
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const hasOtherLanguages = (site.search?.languages[locale.code]?.length ?? 0) > 1;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    input.current?.focus();
    return () => element.close();
  }, []);

  // Debounced search; a newer query makes older answers stale.
  useEffect(() => {
    const term = query.trim();
    if (!term) {
      setStatus({ kind: 'idle' });
      return undefined;
    }
    let stale = false;
    setStatus((previous) => (previous.kind === 'done' ? previous : { kind: 'loading' }));
    const timer = setTimeout(() => {
      client.search(term, { allLanguages, scopes }).then(
        (pages) => {
          if (stale) return;
          setStatus({ kind: 'done', pages });
          setActive(0);
        },
        () => !stale && setStatus({ kind: 'failed' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [query, allLanguages, scopes, client]);

  const pages = status.kind === 'done' ? status.pages : [];
  const options = pages.flatMap((page) => page.matches.map((match) => ({ page, match })));
  const count = options.length;

  const openActive = () => {
    const option = document.getElementById(optionId(active)) as HTMLAnchorElement | null;
    option?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const next = (active + (event.key === 'ArrowDown' ? 1 : -1) + count) % count;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && event.target === input.current && count > 0) {
      event.preventDefault();
      openActive();
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog: wrap from the last control to the first and back.
      const focusables = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button, [href]') ?? [])].filter(
        (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'),
      );
      const first = focusables[0];
      const last = focusables.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const announcement =
    status.kind === 'loading'
      ? t('docgen.search.loading')
      : status.kind === 'failed'
        ? t('docgen.search.unavailable')
        : status.kind === 'done'
          ? count === 0
            ? t('docgen.search.noResults', { query: query.trim() })
            : t(count === 1 ? 'docgen.search.oneResult' : 'docgen.search.results', { count: String(count) })
          : '';

  let index = -1;
  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={t('theme.SearchBar.label')}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="search-dialog__box">
        <div className="search-dialog__bar">
          <input
            ref={input}
            type="search"
            className="search-dialog__input"
            role="combobox"
            aria-label={t('docgen.search.placeholder')}
            aria-expanded={count > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={count > 0 ? optionId(active) : undefined}
            placeholder={t('docgen.search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className="search-dialog__close" onClick={onClose}>
            {t('theme.AnnouncementBar.closeButtonAriaLabel')}
          </button>
        </div>
        {hasOtherLanguages ? (
          <label className="search-dialog__option">
            <input type="checkbox" checked={allLanguages} onChange={(event) => setAllLanguages(event.target.checked)} /> {t('docgen.search.allLanguages')}
          </label>
        ) : null}
        <p className="search-dialog__status" role="status" aria-live="polite">
          {announcement}
        </p>
        <div id={listId} role="listbox" aria-label={t('docgen.search.resultsLabel')} className="search-dialog__results">
          {pages.map((page) => (
            <div role="group" aria-label={page.title} key={page.url} className="search-result">
              <div className="search-result__page" aria-hidden="true">
                {page.title}
              </div>
              {page.matches.map((match) => {
                index += 1;
                const mine = index;
                return (
                  <a
                    key={match.url + mine}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    tabIndex={-1}
                    className={`search-result__match${mine === active ? ' search-result__match--active' : ''}`}
                    href={match.url}
                    onMouseMove={() => setActive(mine)}
                    onClick={() => onClose()}
                  >
                    <span className="search-result__title">{match.title}</span>
                    <Excerpt text={match.excerpt} />
                  </a>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </dialog>
  );
}
