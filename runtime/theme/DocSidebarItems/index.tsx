// `@theme/DocSidebarItems`: a list level of the sidebar (unlisted docs only while they are read).
import { memo } from 'react';
import { DocSidebarItemsExpandedStateProvider, useVisibleSidebarItems } from '@docusaurus/plugin-content-docs/client';
import DocSidebarItem from '@theme/DocSidebarItem';
import type { SidebarItem } from '../../shared/types.js';

export interface Props {
  readonly items: readonly SidebarItem[];
  readonly activePath: string;
  readonly level: number;
  readonly onItemClick?: (item: SidebarItem) => void;
  readonly tabIndex?: number;
}

function DocSidebarItems({ items, ...props }: Props) {
  const visibleItems = useVisibleSidebarItems(items, props.activePath);
  return (
    <DocSidebarItemsExpandedStateProvider>
      {visibleItems.map((item, index) => (
        <DocSidebarItem key={index} item={item} index={index} {...props} />
      ))}
    </DocSidebarItemsExpandedStateProvider>
  );
}

export default memo(DocSidebarItems);
