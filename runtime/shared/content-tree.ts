// An MDX page whose only components are the theme's (Tabs, TabItem, Admonition, Details,
// CodeBlock), with no exports and no expressions but literals, needs no module of its own: the
// build turns its tree into data that says which element or component each node is, with its
// props, and the theme renders that data with its own components, on the server and in the
// browser alike (theme/ContentTree.tsx). Such a page costs the bundle nothing, and an edit to it
// bundles nothing again.

/** Text, or an element: its type, its props (0 for none) and its children. The type is an HTML
 * tag, a theme component's module name (`@theme/Tabs`), a name of @theme/MDXComponents after
 * MDX_COMPONENT (`mdx:h2`: a Markdown element or a component the content uses without importing
 * it, which compiled MDX renders through that map too), or '' for a fragment. As with JSX, one
 * child is passed as itself and several as a list. */
export type ContentNode = string | ContentElement;
export type ContentElement = readonly [type: string, props: Readonly<Record<string, unknown>> | 0, ...children: ContentNode[]];

/** The theme components a page may use as data, by module name. */
export const TREE_COMPONENTS = ['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/Details', '@theme/CodeBlock'] as const;

/** Marks a type rendered through @theme/MDXComponents. */
export const MDX_COMPONENT = 'mdx:';

/** The Markdown elements @theme/MDXComponents renders, and the components MDX content may use
 * without importing them. */
export const MDX_COMPONENT_NAMES: readonly string[] = ['a', 'code', 'details', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'li', 'pre', 'ul', 'Details'];

/** The types whose components load with the first tree that has them (theme/ContentTree.tsx,
 * from theme/content-tree-parts.ts): code blocks and admonitions. A page's HTML preloads their chunk
 * when its tree has one. */
export const LAZY_TREE_TYPES: readonly string[] = [
  '@theme/Admonition',
  '@theme/CodeBlock',
  '@theme/Details',
  `${MDX_COMPONENT}code`,
  `${MDX_COMPONENT}pre`,
  `${MDX_COMPONENT}details`,
  `${MDX_COMPONENT}Details`,
];

/** The types of a tree's elements. */
export function treeTypes(node: ContentNode, into = new Set<string>()): Set<string> {
  if (typeof node === 'string') return into;
  const [type, , ...children] = node;
  into.add(type);
  for (const child of children) treeTypes(child, into);
  return into;
}
