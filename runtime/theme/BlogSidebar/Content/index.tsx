// `@theme/BlogSidebar/Content`: the sidebar's posts as a list, or a list per year under the
// year's heading (themeConfig.blog.sidebar.groupByYear).
import { memo, type ComponentType, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { groupBlogSidebarItemsByYear, type BlogSidebarItem } from '@docusaurus/plugin-content-blog/client';
import Heading from '@theme/Heading';

export interface Props {
  readonly items: readonly BlogSidebarItem[];
  readonly yearGroupHeadingClassName?: string;
  readonly ListComponent: ComponentType<{ items: readonly BlogSidebarItem[] }>;
}

function YearGroup({ year, className, children }: { year: string; className?: string; children: ReactNode }) {
  return (
    <div role="group">
      <Heading as="h3" className={className}>
        {year}
      </Heading>
      {children}
    </div>
  );
}

function BlogSidebarContent({ items, yearGroupHeadingClassName, ListComponent }: Props) {
  const { blog } = useThemeConfig();
  if (!blog.sidebar.groupByYear) return <ListComponent items={items} />;
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <YearGroup key={year} year={year} {...(yearGroupHeadingClassName ? { className: yearGroupHeadingClassName } : {})}>
          <ListComponent items={yearItems} />
        </YearGroup>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);
