import type { TocItem } from '../shared/types.js';
import { useStrings } from './context.js';

interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/** Nests a flat heading list by level, so an h3 sits under the h2 before it. */
export function nestToc(items: readonly TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { item, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1]?.item.level ?? 0) >= item.level) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, nested = false }: { nodes: TocNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className="toc__link">
            {item.text}
          </a>
          {children.length > 0 ? <TocList nodes={children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function TOC({ items }: { items: readonly TocItem[] }) {
  const t = useStrings();
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label={t('onThisPage')}>
      <div className="toc__title">{t('onThisPage')}</div>
      <TocList nodes={nestToc(items)} />
    </nav>
  );
}
