// `@theme/DocSidebarItem/Category`: a category, collapsible unless the config says otherwise. It
// opens when it holds the page being read (and again when the reader moves to another of its
// pages); with autoCollapseCategories, opening it closes its siblings. A category without a link
// of its own links to its first page until the page hydrates, so it works without JavaScript.
import { useEffect, useMemo, type ComponentProps } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { findFirstSidebarItemLink, isActiveSidebarItem, useDocSidebarItemsExpandedState, useVisibleSidebarItems } from '@docusaurus/plugin-content-docs/client';
import { Collapsible, ThemeClassNames, useCollapsible, usePrevious, useThemeConfig } from '@docusaurus/theme-common';
import { isSamePath } from '@docusaurus/theme-common/internal';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebarItem';
import type { SidebarItem } from '../../../shared/types.js';

type Category = Extract<SidebarItem, { type: 'category' }>;

function useAutoExpandActiveCategory({
  isActive,
  collapsed,
  updateCollapsed,
  activePath,
}: {
  isActive: boolean;
  collapsed: boolean;
  updateCollapsed: (collapsed: boolean) => void;
  activePath: string;
}) {
  const wasActive = usePrevious(isActive);
  const previousActivePath = usePrevious(activePath);
  useEffect(() => {
    const justBecameActive = isActive && !wasActive;
    const stillActiveOnAnotherPage = isActive && wasActive && activePath !== previousActivePath;
    if ((justBecameActive || stillActiveOnAnotherPage) && collapsed) updateCollapsed(false);
  }, [isActive, wasActive, collapsed, updateCollapsed, activePath, previousActivePath]);
}

function useCategoryHrefWithSSRFallback(item: Category): string | undefined {
  const isBrowser = useIsBrowser();
  return useMemo(() => {
    if (item.href) return item.href;
    if (isBrowser || !item.collapsible) return undefined;
    return findFirstSidebarItemLink(item);
  }, [item, isBrowser]);
}

function CollapseButton({ collapsed, categoryLabel, onClick }: { collapsed: boolean; categoryLabel: string; onClick: ComponentProps<'button'>['onClick'] }) {
  return (
    <button
      aria-label={
        collapsed
          ? translate({ id: 'theme.DocSidebarItem.expandCategoryAriaLabel', message: "Expand sidebar category '{label}'" }, { label: categoryLabel })
          : translate({ id: 'theme.DocSidebarItem.collapseCategoryAriaLabel', message: "Collapse sidebar category '{label}'" }, { label: categoryLabel })
      }
      aria-expanded={!collapsed}
      type="button"
      className="clean-btn menu__caret"
      onClick={onClick}
    />
  );
}

function DocSidebarItemCategoryEmpty({ item, ...props }: Props<Category>) {
  if (typeof item.href !== 'string') return null;
  const { type: _type, collapsed: _collapsed, collapsible: _collapsible, items: _items, ...link } = item;
  return <DocSidebarItemLink item={{ type: 'link', ...link, href: item.href }} {...props} />;
}

function DocSidebarItemCategoryCollapsible({ item, onItemClick, activePath, level, index, ...props }: Props<Category>) {
  const { items, label, collapsible, className, href } = item;
  const { autoCollapseCategories } = useThemeConfig().docs.sidebar;
  const hrefWithSSRFallback = useCategoryHrefWithSSRFallback(item);
  const isActive = isActiveSidebarItem(item, activePath);
  const isCurrentPage = isSamePath(href, activePath);
  const { collapsed, setCollapsed } = useCollapsible({ initialState: () => (collapsible ? (isActive ? false : item.collapsed) : false) });
  const { expandedItem, setExpandedItem } = useDocSidebarItemsExpandedState();
  const updateCollapsed = (toCollapsed: boolean = !collapsed) => {
    setExpandedItem(toCollapsed ? null : index);
    setCollapsed(toCollapsed);
  };
  useAutoExpandActiveCategory({ isActive, collapsed, updateCollapsed, activePath });
  useEffect(() => {
    if (collapsible && expandedItem != null && expandedItem !== index && autoCollapseCategories) setCollapsed(true);
  }, [collapsible, expandedItem, index, setCollapsed, autoCollapseCategories]);
  const handleItemClick: ComponentProps<'a'>['onClick'] = (event) => {
    onItemClick?.(item);
    if (!collapsible) return;
    if (href && !isCurrentPage) updateCollapsed(false);
    else {
      event.preventDefault();
      updateCollapsed();
    }
  };
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        { 'menu__list-item--collapsed': collapsed },
        className,
      )}
    >
      <div className={clsx('menu__list-item-collapsible', { 'menu__list-item-collapsible--active': isCurrentPage })}>
        <Link
          className={clsx('categoryLink_d9ci', 'menu__link', {
            'menu__link--sublist': collapsible,
            'menu__link--sublist-caret': !href && collapsible,
            'menu__link--active': isActive,
          })}
          onClick={handleItemClick}
          aria-current={isCurrentPage ? 'page' : undefined}
          role={categoryRole({ collapsible, ownPage: href, linkTarget: hrefWithSSRFallback })}
          aria-expanded={collapsible && !href ? !collapsed : undefined}
          href={collapsible ? (hrefWithSSRFallback ?? '#') : hrefWithSSRFallback}
          {...props}
        >
          <span className="categoryLinkLabel_Oe72">{label}</span>
        </Link>
        {href && collapsible ? (
          <CollapseButton
            collapsed={collapsed}
            categoryLabel={label}
            onClick={(event) => {
              event.preventDefault();
              updateCollapsed();
            }}
          />
        ) : null}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <DocSidebarItems items={items} tabIndex={collapsed ? -1 : 0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </Collapsible>
    </li>
  );
}

export default function DocSidebarItemCategory(props: Props<Category>) {
  const visibleChildren = useVisibleSidebarItems(props.item.items, props.activePath);
  return visibleChildren.length === 0 ? <DocSidebarItemCategoryEmpty {...props} /> : <DocSidebarItemCategoryCollapsible {...props} />;
}

/**
 * A collapsible category without a page of its own is a button. A fixed category without one is a
 * label: Docusaurus leaves it a bare `<a>`, which a crawler reads as a link that goes nowhere (the
 * click listener React puts on the root makes Lighthouse fail the page's "crawlable links" audit), so
 * it is marked presentational; assistive technology reads its text as before.
 */
function categoryRole({
  collapsible,
  ownPage,
  linkTarget,
}: {
  collapsible: boolean;
  ownPage: string | undefined;
  linkTarget: string | undefined;
}): string | undefined {
  if (collapsible) return ownPage ? undefined : 'button';
  return linkTarget ? undefined : 'presentation';
}
