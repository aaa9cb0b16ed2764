// `@theme/DocSidebarItem/Html`: an item of the sidebar's own HTML.
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocSidebarItem';
import type { SidebarItem } from '../../../shared/types.js';

export default function DocSidebarItemHtml({ item, level }: Props<Extract<SidebarItem, { type: 'html' }>>) {
  const { value, defaultStyle, className } = item;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        defaultStyle && ['menuHtmlItem_anEq', 'menu__list-item'],
        className,
      )}
      dangerouslySetInnerHTML={{ __html: value }}
    />
  );
}
