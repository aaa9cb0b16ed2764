// A page's table of contents as Docusaurus's theme reads it: a tree of headings (an h3 under the
// h2 before it) between two levels, and the link of the heading the reader is at highlighted.
import { useEffect, useMemo, useRef } from 'react';
import { useThemeConfig } from './theme-config.js';

/** A heading of the page: `value` is its inner HTML. */
export interface TOCItem {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

export interface TOCTreeNode extends TOCItem {
  readonly children: readonly TOCTreeNode[];
}

function treeify(flat: readonly TOCItem[]): TOCTreeNode[] {
  const nodes = flat.map((item) => ({ ...item, parent: -1, children: [] as TOCTreeNode[] }));
  // The last heading seen at each level: a heading's parent is the nearest one above its level.
  const lastAtLevel: number[] = Array(7).fill(-1);
  nodes.forEach((node, index) => {
    node.parent = Math.max(...lastAtLevel.slice(2, node.level));
    lastAtLevel[node.level] = index;
  });
  const roots: TOCTreeNode[] = [];
  for (const { parent, ...node } of nodes) (parent >= 0 ? (nodes[parent] as { children: TOCTreeNode[] }).children : roots).push(node);
  return roots;
}

function filter(tree: readonly TOCTreeNode[], min: number, max: number): TOCTreeNode[] {
  return tree.flatMap((node) => {
    const children = filter(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

export function useTreeifiedTOC(toc: readonly TOCItem[]): readonly TOCTreeNode[] {
  return useMemo(() => treeify(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TOCItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}) {
  return useMemo(() => filter(treeify(toc), minHeadingLevel, maxHeadingLevel), [toc, minHeadingLevel, maxHeadingLevel]);
}

export interface TOCHighlightConfig {
  readonly linkClassName: string;
  readonly linkActiveClassName: string;
  readonly minHeadingLevel: number;
  readonly maxHeadingLevel: number;
}

/** A heading's visible box: an empty anchor element takes its parent's. */
function visibleRect(element: HTMLElement): DOMRect {
  const rect = element.getBoundingClientRect();
  return rect.top === rect.bottom && element.parentElement ? visibleRect(element.parentElement) : rect;
}

/** Highlights the TOC link of the heading the reader is at: the first heading below the navbar if
 * it is in the top half of the window, else the one before it. */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  const lastActive = useRef<HTMLAnchorElement | undefined>(undefined);
  const { hideOnScroll } = useThemeConfig().navbar;
  useEffect(() => {
    if (!config) return undefined;
    const { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } = config;
    const topOffset = hideOnScroll ? 0 : (document.querySelector('.navbar')?.clientHeight ?? 0);
    const levels = Array.from({ length: maxHeadingLevel - minHeadingLevel + 1 }, (_, at) => `h${minHeadingLevel + at}.anchor`).join();
    const update = () => {
      const links = [...document.getElementsByClassName(linkClassName)] as HTMLAnchorElement[];
      const anchors = [...document.querySelectorAll<HTMLElement>(levels)];
      const next = anchors.find((anchor) => visibleRect(anchor).top >= topOffset);
      const rect = next && visibleRect(next);
      const active =
        next && rect ? (rect.top > 0 && rect.bottom < window.innerHeight / 2 ? next : anchors[anchors.indexOf(next) - 1]) : anchors[anchors.length - 1];
      for (const link of links) {
        const isActive = active !== undefined && active.id === decodeURIComponent(link.href.slice(link.href.indexOf('#') + 1));
        if (isActive) {
          if (lastActive.current && lastActive.current !== link) lastActive.current.classList.remove(linkActiveClassName);
          link.classList.add(linkActiveClassName);
          lastActive.current = link;
        } else link.classList.remove(linkActiveClassName);
      }
    };
    document.addEventListener('scroll', update);
    document.addEventListener('resize', update);
    update();
    return () => {
      document.removeEventListener('scroll', update);
      document.removeEventListener('resize', update);
    };
  }, [config, hideOnScroll]);
}
