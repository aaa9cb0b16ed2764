import type { NavbarItem } from '../../shared/site-data.js';
import { useHref, useRoute, useStrings } from '../context.js';
import { Dropdown } from './DropdownNavbarItem.js';

/** Links to the current page in every locale. */
export default function LocaleDropdownNavbarItem({ item }: { item: NavbarItem }) {
  const { site, locale, path } = useRoute();
  const href = useHref();
  const t = useStrings();
  return (
    <Dropdown label={item.label ?? locale.label} purpose={t('languages')} className={item.className}>
      {site.locales.map((target) => (
        <li key={target.code}>
          <a
            href={href(path, target.code)}
            hrefLang={target.htmlLang}
            lang={target.htmlLang}
            className={`dropdown__link${target.code === locale.code ? ' dropdown__link--active' : ''}`}
            data-locale-link=""
            // Keep the visitor's query string and hash: read at click time, since both can change
            // without a render (in-page anchors, tabs writing their query key).
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
