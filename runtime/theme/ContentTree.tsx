// Renders an MDX page's content tree (shared/content-tree.ts) with the theme's components: the
// same elements, props and children the page's compiled module would have made, so the HTML is
// the same. Static parts get their fragments' inner HTML, as compiled MDX gives them. Trees are
// only made for sites that keep the theme's @theme/MDXComponents, so its names are rendered with
// that map's components, taken here one by one: those of code blocks and admonitions load with
// the first tree that has one (`prepareTree`), so that a page of tabs and headings does not carry them.
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ComponentProps, ElementType, ReactNode } from 'react';
import Details from '@theme/Details';
import MDXA from '@theme/MDXComponents/A';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXUl from '@theme/MDXComponents/Ul';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { LAZY_TREE_TYPES, MDX_COMPONENT, treeTypes, type ContentNode } from '../shared/content-tree.js';
import { STATIC_ATTRIBUTE } from '../shared/static-fragments.js';
import type { MdxContent } from './MarkdownContent.js';

const heading = (as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') => (props: ComponentProps<'h1'>) => <MDXHeading as={as} {...props} />;

/** The components of the tree's types, as @theme/MDXComponents and the page's imports give them. */
const COMPONENTS: Record<string, ElementType> = {
  '@theme/Tabs': Tabs,
  '@theme/TabItem': TabItem,
  '@theme/Details': Details,
  ...Object.fromEntries(
    Object.entries({
      a: MDXA,
      details: MDXDetails,
      Details: MDXDetails,
      img: MDXImg,
      li: MDXLi,
      ul: MDXUl,
      ...Object.fromEntries((['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((as) => [as, heading(as)])),
    }).map(([name, component]) => [MDX_COMPONENT + name, component]),
  ),
};

/** Loads the components of `types` that load on demand. */
async function load(types: Iterable<string>): Promise<void> {
  const wanted = [...types].filter((type) => LAZY_TREE_TYPES.includes(type) && COMPONENTS[type] === undefined);
  if (wanted.length === 0) return;
  const parts = await import('./content-tree-parts.js');
  Object.assign(COMPONENTS, {
    '@theme/Admonition': parts.Admonition,
    '@theme/CodeBlock': parts.CodeBlock,
    [`${MDX_COMPONENT}code`]: parts.MDXCode,
    [`${MDX_COMPONENT}pre`]: parts.MDXPre,
  });
}

/** Loads what a tree needs before it renders. */
export const prepareTree = (tree: ContentNode): Promise<void> => load(treeTypes(tree));

/** Loads every component a tree may need: the server renders any page. */
export const prepareAllTrees = (): Promise<void> => load(LAZY_TREE_TYPES);

function build(node: ContentNode, fragments: readonly string[] | undefined): ReactNode {
  if (typeof node === 'string') return node;
  const [type, given, ...children] = node;
  const props: Record<string, unknown> = given ? { ...given } : {};
  if (children.length === 1) props.children = build(children[0] as ContentNode, fragments);
  else if (children.length > 1) props.children = children.map((child) => build(child, fragments));
  const index = props[STATIC_ATTRIBUTE];
  if (index !== undefined) props.dangerouslySetInnerHTML = { __html: fragments?.[Number(index)] ?? '' };
  if (LAZY_TREE_TYPES.includes(type) && COMPONENTS[type] === undefined) throw new Error(`docgen bug: ${type} was not loaded before its tree rendered`);
  const component = (type === '' ? Fragment : (COMPONENTS[type] ?? (type.startsWith(MDX_COMPONENT) ? type.slice(MDX_COMPONENT.length) : type))) as ElementType;
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
