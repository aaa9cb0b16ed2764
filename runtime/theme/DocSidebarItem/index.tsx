// `@theme/DocSidebarItem`: one sidebar item, by type.
import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import DocSidebarItemHtml from '@theme/DocSidebarItem/Html';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type { SidebarItem } from '../../shared/types.js';

export interface Props<Item extends SidebarItem = SidebarItem> {
  readonly item: Item;
  readonly index: number;
  readonly activePath: string;
  readonly level: number;
  readonly onItemClick?: (item: SidebarItem) => void;
  readonly tabIndex?: number;
}

export default function DocSidebarItem({ item, ...props }: Props) {
  switch (item.type) {
    case 'category':
      return <DocSidebarItemCategory item={item} {...props} />;
    case 'html':
      return <DocSidebarItemHtml item={item} {...props} />;
    default:
      return <DocSidebarItemLink item={item} {...props} />;
  }
}
