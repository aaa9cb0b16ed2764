// `@theme/BlogSidebar/Mobile`: the recent posts as the mobile menu's secondary menu.
import { memo } from 'react';
import { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';
import { BlogSidebarItemList, useVisibleBlogSidebarItems, type BlogSidebarItem } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { BlogSidebarData } from '@theme/BlogSidebar';

function ListComponent({ items }: { items: readonly BlogSidebarItem[] }) {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName="menu__list"
      liClassName="menu__list-item"
      linkClassName="menu__link"
      linkActiveClassName="menu__link--active"
    />
  );
}

function BlogSidebarMobileSecondaryMenu({ sidebar }: { sidebar: BlogSidebarData }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName="yearGroupHeading_HbUK" />;
}

function BlogSidebarMobile(props: { sidebar: BlogSidebarData }) {
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(BlogSidebarMobile);
