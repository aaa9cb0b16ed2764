// `@theme/DocSidebarItem/Link`.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/DocSidebarItem';
import type { SidebarItem } from '../../../shared/types.js';

type LinkItem = Extract<SidebarItem, { type: 'link' }>;

export default function DocSidebarItemLink({ item, onItemClick, activePath, level, index: _index, ...props }: Props<LinkItem>) {
  const { href, label, className } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  return (
    <li className={clsx(ThemeClassNames.docs.docSidebarItemLink, ThemeClassNames.docs.docSidebarItemLinkLevel(level), 'menu__list-item', className)}>
      <Link
        className={clsx('menu__link', !isInternalLink && 'menuExternalLink_xK2O', { 'menu__link--active': isActive })}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && onItemClick ? { onClick: () => onItemClick(item) } : {})}
        {...props}
      >
        <span className="linkLabel_PuAu">{label}</span>
        {isInternalLink ? null : <IconExternalLink />}
      </Link>
    </li>
  );
}
