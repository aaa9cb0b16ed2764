// `@theme/DocCardList`: sidebar items as cards, two to a row: the items given, else those beside
// the current doc (its category's, or its sidebar's top level).
import clsx from 'clsx';
import { filterDocCardListItems, useCurrentSidebarSiblings } from '@docusaurus/plugin-content-docs/client';
import DocCard, { type Props as DocCardProps } from '@theme/DocCard';
import type { SidebarItem } from '../../shared/types.js';

export interface Props {
  readonly items?: readonly SidebarItem[];
  readonly className?: string;
}

function DocCardListForCurrentSidebarCategory({ className }: Props) {
  const items = useCurrentSidebarSiblings();
  return <DocCardList items={items} className={className} />;
}

function DocCardListItem({ item }: DocCardProps) {
  return (
    <article className="docCardListItem_h8oi col col--6">
      <DocCard item={item} />
    </article>
  );
}

export default function DocCardList(props: Props) {
  const { items, className } = props;
  if (!items) return <DocCardListForCurrentSidebarCategory {...props} />;
  return (
    <section className={clsx('row', className)}>
      {filterDocCardListItems(items).map((item, index) => (
        <DocCardListItem key={index} item={item as DocCardProps['item']} />
      ))}
    </section>
  );
}
