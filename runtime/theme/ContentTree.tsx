// Renders an MDX page's content tree (shared/content-tree.ts) with the theme's components: the
// same elements, props and children the page's compiled module would have made, so the HTML is
// the same. Static parts get their fragments' inner HTML, as compiled MDX gives them.
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ElementType, ReactNode } from 'react';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import MDXComponents from '@theme/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { MDX_COMPONENT, type ContentNode, type TREE_COMPONENTS } from '../shared/content-tree.js';
import { STATIC_ATTRIBUTE } from '../shared/static-fragments.js';
import type { MdxContent } from './MarkdownContent.js';

const COMPONENTS: Record<(typeof TREE_COMPONENTS)[number], ElementType> = {
  '@theme/Tabs': Tabs,
  '@theme/TabItem': TabItem,
  '@theme/Admonition': Admonition,
  '@theme/Details': Details,
  '@theme/CodeBlock': CodeBlock,
};

/** A name of @theme/MDXComponents, or the element itself where the map has none. */
const mdxComponent = (name: string): ElementType => (MDXComponents as Readonly<Record<string, ElementType>>)[name] ?? (name as ElementType);

function build(node: ContentNode, fragments: readonly string[] | undefined): ReactNode {
  if (typeof node === 'string') return node;
  const [type, given, ...children] = node;
  const props: Record<string, unknown> = given ? { ...given } : {};
  if (children.length === 1) props.children = build(children[0] as ContentNode, fragments);
  else if (children.length > 1) props.children = children.map((child) => build(child, fragments));
  const index = props[STATIC_ATTRIBUTE];
  if (index !== undefined) props.dangerouslySetInnerHTML = { __html: fragments?.[Number(index)] ?? '' };
  const component: ElementType =
    type === ''
      ? Fragment
      : type.startsWith(MDX_COMPONENT)
        ? mdxComponent(type.slice(MDX_COMPONENT.length))
        : (COMPONENTS[type as keyof typeof COMPONENTS] ?? type);
  return (children.length > 1 ? jsxs : jsx)(component, props);
}

const contents = new WeakMap<ContentNode & object, MdxContent>();

/** The content component of a tree, the same one each time it is asked for the same tree. */
export function contentOf(tree: ContentNode): MdxContent {
  if (typeof tree === 'string') return () => tree;
  let content = contents.get(tree);
  if (!content) {
    content = ({ docgenFragments }) => build(tree, docgenFragments);
    contents.set(tree, content);
  }
  return content;
}
