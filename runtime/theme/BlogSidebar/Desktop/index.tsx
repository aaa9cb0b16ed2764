// `@theme/BlogSidebar/Desktop`: the recent posts column, sticky under the navbar.
import { memo } from 'react';
import { translate } from '@docusaurus/Translate';
import { BlogSidebarItemList, useVisibleBlogSidebarItems, type BlogSidebarItem } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { BlogSidebarData } from '@theme/BlogSidebar';

function ListComponent({ items }: { items: readonly BlogSidebarItem[] }) {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName="sidebarItemList_uMtB clean-list"
      liClassName="sidebarItem_rygH"
      linkClassName="sidebarItemLink_EKgd"
      linkActiveClassName="sidebarItemLinkActive_hRXJ"
    />
  );
}

function BlogSidebarDesktop({ sidebar }: { sidebar: BlogSidebarData }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <aside className="col col--3">
      <nav className="sidebar_RYHo thin-scrollbar" aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts navigation' })}>
        <div className="sidebarItemTitle_sRjx margin-bottom--md">{sidebar.title}</div>
        <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName="yearGroupHeading_ndGK" />
      </nav>
    </aside>
  );
}

export default memo(BlogSidebarDesktop);
