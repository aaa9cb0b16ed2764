// `@theme/NavbarItem/LocaleDropdownNavbarItem`: the current page in every locale. Each link keeps
// the reader's query string and hash, so a middle click, "copy link" or "open in new tab" keeps
// them as a click does; both can change without an event (tabs write their query key with
// replaceState), so they are read again when a link is pointed at, focused or clicked.
import { useEffect, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import IconLanguage from '@theme/Icon/Language';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { useHref, useRoute } from '../../context.js';

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

export interface Props {
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
  readonly className?: string;
  readonly label?: ReactNode;
  readonly dropdownItemsBefore?: readonly Readonly<Record<string, unknown>>[];
  readonly dropdownItemsAfter?: readonly Readonly<Record<string, unknown>>[];
  readonly onClick?: () => void;
}

export default function LocaleDropdownNavbarItem({ mobile, dropdownItemsBefore = [], dropdownItemsAfter = [], label: _label, ...props }: Props) {
  const { site, locale, path } = useRoute();
  const href = useHref();
  const [suffix, refresh] = useLocationSuffix();
  const localeItems = site.locales.map((target) => ({
    label: target.label,
    lang: target.htmlLang,
    to: `pathname://${href(path, target.code)}${suffix}`,
    target: '_self',
    autoAddBaseUrl: false,
    className: target.code === locale.code ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : '',
    'data-locale-link': '',
    onPointerEnter: refresh,
    onFocus: refresh,
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      event.currentTarget.href = href(path, target.code) + window.location.search + window.location.hash;
    },
  }));
  const dropdownLabel = mobile ? translate({ id: 'theme.navbar.mobileLanguageDropdown.label', message: 'Languages' }) : locale.label;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className="iconLanguage_xrmG" />
          {dropdownLabel}
        </>
      }
      items={[...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter]}
    />
  );
}
