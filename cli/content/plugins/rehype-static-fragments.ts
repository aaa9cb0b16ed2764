// MDX pages ship their content once. Most of an MDX page is plain Markdown (headings, prose,
// tables, highlighted code) around a few components; compiled as is, every element of it would
// be a JSX call in the page's module, on top of the same content in the pre-rendered HTML. This
// plugin (MDX only, after docgen's other plugins) finds each largest element that holds no MDX
// component or expression, moves its inner HTML into a list of fragments, and marks the element
// with its fragment's index. recma-static-fragments makes the marked element render its fragment
// as inner HTML; the browser reads the fragments back from the pre-rendered page on first load
// and fetches them as data on client-side navigation, so the module carries only the structure.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { STATIC_ATTRIBUTE } from '../../../runtime/shared/static-fragments.js';
import { toReactHtml } from './rehype-react-html.js';
import { renderLikeTheme, type ThemeElementsOptions } from './rehype-theme-elements.js';

declare module 'vfile' {
  interface DataMap {
    /** Inner HTML of each static element, by the index in its `data-docgen-static` attribute. */
    fragments: string[];
  }
}

type Node = Root | RootContent | ElementContent;

/** STATIC_ATTRIBUTE as a hast property name (`data-docgen-static` -> `dataDocgenStatic`). */
export const STATIC_PROPERTY = STATIC_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `options`: how the elements inside a static part are written, as the theme's MDX components
 * render them (the elements left as JSX go through the components themselves). */
export default function rehypeStaticFragments(options: ThemeElementsOptions) {
  return (tree: Root, file: VFile) => {
    const fragments: string[] = [];
    const mark = (element: Element) => {
      renderLikeTheme(element, options);
      // Written as Markdown pages' HTML is, which is how React writes the same elements.
      fragments.push(toReactHtml({ type: 'root', children: element.children }, { space: element.tagName === 'svg' ? 'svg' : 'html' }));
      element.properties = { ...element.properties, [STATIC_PROPERTY]: String(fragments.length - 1) };
      element.children = [];
    };
    // First which nodes are static (nothing in them is MDX: no component, expression or ESM),
    // in one pass from the leaves up; then, in document order, the largest static elements.
    const staticNodes = new Set<Node>();
    const findStatic = (node: Node): boolean => {
      // Raw HTML: code highlighted ahead of the compile (rehype-code-blocks.ts).
      let isStatic = node.type === 'text' || node.type === 'comment' || node.type === 'raw';
      // `template` keeps its children in `content`; expressions and ESM have none. All stay JSX.
      if ('children' in node && !(node.type === 'element' && node.tagName === 'template')) {
        const childrenStatic = (node.children as Node[]).map(findStatic).every(Boolean);
        isStatic = node.type === 'element' && childrenStatic;
      }
      if (isStatic) staticNodes.add(node);
      return isStatic;
    };
    const markLargest = (parent: Node, inSvg: boolean) => {
      if (!('children' in parent)) return;
      for (const child of parent.children as Node[]) {
        // Elements inside an SVG are serialized by SVG rules; they are left as JSX (rare in docs).
        // An element holding text alone is as short as JSX as it is as a fragment: left as is.
        const holdsElements = child.type === 'element' && child.children.some((inner) => inner.type === 'element');
        if (!inSvg && staticNodes.has(child) && holdsElements && !addsChildren(child as Element)) mark(child as Element);
        else if (!staticNodes.has(child) || holdsElements) markLargest(child, inSvg || (child.type === 'element' && child.tagName === 'svg'));
      }
    };
    findStatic(tree);
    markLargest(tree, false);
    file.data.fragments = fragments;
  };
}

/** Elements whose theme component puts children of its own around or after the content: a
 * heading's hash link, a details' summary and wrappers. React refuses inner HTML beside children,
 * so their static parts are marked inside them. */
const addsChildren = (element: Element) => /^h[2-6]$/.test(element.tagName) || element.tagName === 'details';
