import { useEffect, useState } from 'react';
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

/** The heading the reader is in: the last one whose top has passed just below the navbar. */
function useActiveHeading(items: readonly TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = (document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0) + 16;
      let current: string | undefined;
      for (const item of items) {
        const element = document.getElementById(item.id);
        if (element && element.getBoundingClientRect().top <= offset) current = item.id;
      }
      setActive(current ?? items[0]?.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [items]);
  return active;
}

function TocList({ nodes, nested = false, active }: { nodes: TocNode[]; nested?: boolean; active?: string }) {
  return (
    <ul className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={item.id === active ? 'toc__link toc__link--active' : 'toc__link'}>
            {item.text}
          </a>
          {children.length > 0 ? <TocList nodes={children} nested active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** `toc` is Docusaurus's prop (items with `value`); its levels are the compile's already. */
export default function TOC({
  items: given,
  toc,
}: {
  items?: readonly TocItem[];
  toc?: readonly { value: string; id: string; level: number }[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const items = given ?? (toc ?? []).map((item) => ({ id: item.id, text: item.value, level: item.level }));
  const t = useStrings();
  const active = useActiveHeading(items);
  if (items.length === 0) return null;
  return (
    <nav className="toc theme-doc-toc-desktop" aria-label={t('theme.TOCCollapsible.toggleButtonLabel')}>
      <div className="toc__title">{t('theme.TOCCollapsible.toggleButtonLabel')}</div>
      <TocList nodes={nestToc(items)} active={active} />
    </nav>
  );
}
