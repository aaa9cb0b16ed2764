// MDX pages ship their content once. Most of an MDX page is plain Markdown (headings, prose,
// tables, highlighted code) around a few components; compiled as is, every element of it would
// be a JSX call in the page's module, on top of the same content in the pre-rendered HTML. This
// plugin (MDX only, after docgen's other plugins) finds each largest element that holds no MDX
// component or expression, moves its inner HTML into a list of fragments, and marks the element
// with its fragment's index. recma-static-fragments makes the marked element render its fragment
// as inner HTML; the browser reads the fragments back from the pre-rendered page on first load
// and fetches them as data on client-side navigation, so the module carries only the structure.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { VFile } from 'vfile';
import { STATIC_ATTRIBUTE } from '../../../runtime/shared/static-fragments.js';
import { escapeText } from './rehype-escape-text.js';

declare module 'vfile' {
  interface DataMap {
    /** Inner HTML of each static element, by the index in its `data-docgen-static` attribute. */
    fragments: string[];
  }
}

type Node = Root | RootContent | ElementContent;

/** STATIC_ATTRIBUTE as a hast property name (`data-docgen-static` -> `dataDocgenStatic`). */
const STATIC_PROPERTY = STATIC_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** An element is static when nothing in it is MDX: no component, expression or ESM. */
function isStatic(node: Node): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  // `template` keeps its children in `content`; a `raw` node never reaches MDX. Both stay JSX.
  if (node.type !== 'element' || node.tagName === 'template') return false;
  return node.children.every(isStatic);
}

export default function rehypeStaticFragments() {
  return (tree: Root, file: VFile) => {
    const fragments: string[] = [];
    const visitChildren = (parent: { children: readonly Node[] }, inSvg: boolean) => {
      for (const child of parent.children) {
        if (child.type === 'element') {
          const svg = inSvg || child.tagName === 'svg';
          // Elements inside an SVG are serialized by SVG rules; they are left as JSX (rare in docs).
          // An element holding text alone is as short as JSX as it is as a fragment: left as is.
          if (!inSvg && child.children.some((inner) => inner.type === 'element') && isStatic(child)) mark(child);
          else visitChildren(child, svg);
        } else if ('children' in child && child.type !== 'root') {
          // MDX JSX elements: their Markdown children can still be static.
          visitChildren(child as { children: Node[] }, inSvg);
        }
      }
    };
    const mark = (element: Element) => {
      const inner: Root = { type: 'root', children: element.children };
      // The same text escaping as Markdown pages' HTML.
      escapeText(inner);
      fragments.push(toHtml(inner, { allowDangerousHtml: true, space: element.tagName === 'svg' ? 'svg' : 'html' }));
      element.properties = { ...element.properties, [STATIC_PROPERTY]: String(fragments.length - 1) };
      element.children = [];
    };
    visitChildren(tree, false);
    file.data.fragments = fragments;
  };
}
