// `@theme/DocCard`: a sidebar item as a card: a doc or link with its description, a category with
// its own or the number of its items, each under its label's leading emoji or a default icon.
import isInternalUrl from '@docusaurus/isInternalUrl';
import { findFirstSidebarItemLink, useDocById } from '@docusaurus/plugin-content-docs/client';
import { extractLeadingEmoji, useDocCardDescriptionCategoryItemsPlural } from '@docusaurus/theme-common/internal';
import Layout from '@theme/DocCard/Layout';
import type { SidebarItem } from '../../shared/types.js';

type LinkItem = Extract<SidebarItem, { type: 'link' }>;
type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

export interface Props {
  readonly item: LinkItem | CategoryItem;
}

function iconAndTitle(item: LinkItem | CategoryItem): { icon: string; title: string } {
  const { emoji, rest } = extractLeadingEmoji(item.label);
  const fallback = item.type === 'category' ? '🗃' : isInternalUrl(item.href) ? '📄️' : '🔗';
  return { icon: emoji ?? fallback, title: rest.trim() };
}

function CardCategory({ item }: { item: CategoryItem }) {
  const href = findFirstSidebarItemLink(item);
  const categoryItemsPlural = useDocCardDescriptionCategoryItemsPlural();
  // A category that leads nowhere has no card (DocCardList leaves it out).
  if (!href) return null;
  return (
    <Layout
      item={item}
      className={item.className}
      href={href}
      description={item.description ?? categoryItemsPlural(item.items.length)}
      {...iconAndTitle(item)}
    />
  );
}

function CardLink({ item }: { item: LinkItem }) {
  const doc = useDocById(item.docId);
  return <Layout item={item} className={item.className} href={item.href} description={item.description ?? doc?.description} {...iconAndTitle(item)} />;
}

export default function DocCard({ item }: Props) {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
