import { useEffect, useState } from 'react';
import type { LocaleDropdownNavbarItem as LocaleDropdownItem } from '../../shared/site-data.js';
import { useHref, useRoute, useStrings } from '../context.js';
import { Dropdown } from './DropdownNavbarItem.js';

/** The visitor's query string and hash, once hydrated ('' on the server, which cannot know them). */
function useLocationSuffix(): [suffix: string, refresh: () => void] {
  const { path } = useRoute();
  const [suffix, setSuffix] = useState('');
  const refresh = () => setSuffix(window.location.search + window.location.hash);
  useEffect(() => {
    refresh();
    window.addEventListener('hashchange', refresh);
    window.addEventListener('popstate', refresh);
    return () => {
      window.removeEventListener('hashchange', refresh);
      window.removeEventListener('popstate', refresh);
    };
  }, [path]);
  return [suffix, refresh];
}

/**
 * Links to the current page in every locale, keeping the visitor's query string and hash in each
 * href, so a middle click, "copy link" or "open in new tab" keeps them as a click does. Both can
 * change without an event (tabs write their query key with replaceState, in-page anchors push
 * entries), so they are read again when a link is pointed at, focused or clicked.
 */
export default function LocaleDropdownNavbarItem({ item }: { item: LocaleDropdownItem }) {
  const { site, locale, path } = useRoute();
  const href = useHref();
  const t = useStrings();
  const [suffix, refresh] = useLocationSuffix();
  return (
    <Dropdown label={item.label ?? locale.label} purpose={t('theme.navbar.mobileLanguageDropdown.label')} className={item.className}>
      {site.locales.map((target) => (
        <li key={target.code}>
          <a
            href={href(path, target.code) + suffix}
            hrefLang={target.htmlLang}
            lang={target.htmlLang}
            className={`dropdown__link${target.code === locale.code ? ' dropdown__link--active' : ''}`}
            data-locale-link=""
            onPointerEnter={refresh}
            onFocus={refresh}
            onClick={(event) => {
              event.currentTarget.href = href(path, target.code) + window.location.search + window.location.hash;
            }}
          >
            {target.label}
          </a>
        </li>
      ))}
    </Dropdown>
  );
}
