// Turns an MDX page's tree into data (runtime/shared/content-tree.ts) when the page needs no module:
// its imports are all default imports of theme components the data form knows, it has no exports,
// every JSX element is an HTML element or such a component, and every expression is a comment or
// a literal (a prop's string, number, boolean, or array and object of them; a child's string, as
// in `<CodeBlock>{`code`}</CodeBlock>`). Anything else keeps the page a module, as before.
//
// Runs last among the rehype plugins, after rehype-static-fragments, on the tree MDX would compile.
// hast-util-to-jsx-runtime makes the props (class names, style objects, attribute names) as React
// wants them; what it does otherwise than MDX's own compile is handled first, so the data renders
// to the same HTML: the ESM and comments go, whitespace around the content goes as MDX trims it,
// and a page where the two would differ (whitespace kept in a table around a component, a
// property set to false) stays a module. The tree is then emptied, so MDX compiles nothing more.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toJsxRuntime, type Jsx } from 'hast-util-to-jsx-runtime';
import type { Program } from 'estree';
import type { VFile } from 'vfile';
import { MDX_COMPONENT, MDX_COMPONENT_NAMES, TREE_COMPONENTS, type ContentNode } from '../../../runtime/shared/content-tree.js';
import { expressionOf, literalValue } from './mdx-literals.js';
import { isLiveElement } from './remark-live-code.js';
import { STATIC_PROPERTY } from './rehype-static-fragments.js';

declare module 'vfile' {
  interface DataMap {
    /** The page's content as data, when it needs no module. */
    contentTree: ContentNode;
  }
}

type Node = Root | RootContent | ElementContent;
/** The MDX nodes a tree may hold (mdast-util-mdx's hast forms), as far as this plugin reads them. */
interface MdxNode {
  readonly type: string;
  readonly name?: string | null;
  readonly attributes?: readonly { readonly type: string; readonly name?: string; readonly value?: unknown }[];
  readonly data?: { readonly estree?: Program | null };
  children?: Node[];
}

const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const WHITESPACE = /^[ \t\n\f\r]*$/;
const KNOWN = new Set<string>(TREE_COMPONENTS);
/** Lowercase elements compiled MDX renders through @theme/MDXComponents that the data form does
 * not map: a ```mermaid diagram (remark-mermaid.ts) is drawn by the page's module. */
const MDX_ONLY_ELEMENTS = new Set(['mermaid']);

const isExpression = (node: MdxNode) => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';
/** An MDX expression holding only a comment (`{/* note *\/}`): it renders nothing. */
const isComment = (node: MdxNode) => isExpression(node) && node.data?.estree?.body.length === 0;

/** A child expression the data form can hold: a literal string. */
const textOf = (node: MdxNode) => {
  const expression = isExpression(node) ? expressionOf(node.data?.estree) : undefined;
  const found = expression && literalValue(expression);
  return typeof found?.value === 'string' ? found.value : undefined;
};

/** Whitespace as MDX trims it around the content: text, or a string literal in braces. */
const isWhitespace = (node: Node) => {
  if (node.type === 'text') return WHITESPACE.test(node.value);
  const expression = isExpression(node as MdxNode) ? expressionOf((node as MdxNode).data?.estree) : undefined;
  return expression?.type === 'Literal' && typeof expression.value === 'string' && WHITESPACE.test(expression.value);
};

/** A JSX attribute the data form can hold: a string, a bare name (true), or a literal in braces. */
const literalAttribute = (attribute: NonNullable<MdxNode['attributes']>[number]) => {
  if (attribute.type !== 'mdxJsxAttribute') return false;
  const { value } = attribute;
  if (value === null || typeof value === 'string') return true;
  const expression = expressionOf((value as MdxNode | undefined)?.data?.estree);
  return expression !== undefined && literalValue(expression) !== undefined;
};

/** Local name -> theme module of the page's imports; undefined when an ESM node is anything else. */
function importsOf(esm: readonly MdxNode[]): Map<string, string> | undefined {
  const names = new Map<string, string>();
  for (const node of esm) {
    for (const statement of node.data?.estree?.body ?? [undefined]) {
      if (statement?.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !KNOWN.has(statement.source.value)) return undefined;
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportDefaultSpecifier') return undefined;
        names.set(specifier.local.name, statement.source.value);
      }
    }
  }
  return names;
}

/** True when the part of the tree outside static elements has nothing the data form cannot say. */
function convertible(node: Node, components: ReadonlyMap<string, string>): boolean {
  const mdx = node as MdxNode;
  switch (node.type as string) {
    case 'text':
    case 'comment':
      return true;
    case 'root':
      break;
    case 'element': {
      const element = node as Element;
      if (element.properties[STATIC_PROPERTY] !== undefined) return true;
      if (Object.values(element.properties).some((value) => value === false)) return false;
      if (TABLE_ELEMENTS.has(element.tagName) && element.children.some(isWhitespace)) return false;
      break;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = mdx.name;
      if (name && (name.includes('.') || name.includes(':'))) return false;
      if (name && /^[A-Z_$]/.test(name) && !components.has(name)) return false;
      if (name === 'head' || TABLE_ELEMENTS.has(name ?? '') || MDX_ONLY_ELEMENTS.has(name ?? '') || isLiveElement(name, mdx.attributes)) return false;
      if (!(mdx.attributes ?? []).every(literalAttribute)) return false;
      break;
    }
    default:
      // Raw HTML outside a static part, other expressions, and whatever else a plugin put there.
      return isComment(mdx) || textOf(mdx) !== undefined;
  }
  return (mdx.children ?? []).every((child) => convertible(child, components));
}

/** Takes out what MDX's compile leaves out: comments, and empty text. */
function prune(node: Node): void {
  const mdx = node as MdxNode;
  if (!mdx.children || (node.type === 'element' && (node as Element).properties[STATIC_PROPERTY] !== undefined)) return;
  mdx.children = mdx.children.filter((child) => !isComment(child as MdxNode) && !(child.type === 'text' && child.value === '') && child.type !== 'comment');
  for (const child of mdx.children) prune(child);
}

/** Marks the Markdown elements compiled MDX renders through @theme/MDXComponents (`mdx:h2`): JSX
 * written with the same tag stays the plain element, as in MDX. */
function throughComponents(node: Node): void {
  if (node.type === 'element' && MDX_COMPONENT_NAMES.includes(node.tagName)) node.tagName = MDX_COMPONENT + node.tagName;
  for (const child of (node as MdxNode).children ?? []) throughComponents(child);
}

/** What the JSX runtime is given for an element, as a plain object: the runtime tells one child
 * from several by whether `children` is an array, so the data form's arrays come after (compact). */
interface Made {
  readonly type: string;
  readonly props: Record<string, unknown>;
}

const make: Jsx = ((type: string, props: Record<string, unknown>): Made => ({ type, props })) as unknown as Jsx;

function compact(node: Made | string): ContentNode {
  if (typeof node === 'string') return node;
  const { children, ...props } = node.props;
  const head = [node.type, Object.keys(props).length > 0 ? props : 0] as const;
  if (children === undefined) return head;
  return [...head, ...(Array.isArray(children) ? (children as (Made | string)[]) : [children as Made | string]).map(compact)];
}

export default function rehypeContentTree() {
  return (tree: Root, file: VFile) => {
    const esm = tree.children.filter((child) => (child.type as string) === 'mdxjsEsm') as unknown as MdxNode[];
    const imports = importsOf(esm);
    if (!imports) return;
    // Names the content uses without importing them are @theme/MDXComponents', as in compiled MDX.
    const provided = MDX_COMPONENT_NAMES.filter((name) => /^[A-Z]/.test(name)).map((name) => [name, MDX_COMPONENT + name] as const);
    const components = new Map([...provided, ...imports]);
    const content: Root = { type: 'root', children: tree.children.filter((child) => (child.type as string) !== 'mdxjsEsm') };
    if (!convertible(content, components)) return;
    // MDX trims whitespace at the start and end of the content, a comment counting as content there.
    const children = [...content.children];
    while (children[0] && isWhitespace(children[0])) children.shift();
    while (children.at(-1) && isWhitespace(children.at(-1) as Node)) children.pop();
    content.children = children;
    prune(content);
    throughComponents(content);
    const made = toJsxRuntime(content, {
      Fragment: '',
      jsx: make,
      jsxs: make,
      passKeys: false,
      // The names of JSX components, and the literals the checks above let through.
      createEvaluater: () => ({
        evaluateExpression: (expression) => {
          if (expression.type === 'Identifier' && components.has(expression.name)) return components.get(expression.name);
          const found = literalValue(expression);
          if (!found) throw new Error(`docgen bug: expression ${expression.type} in a content tree`);
          return found.value;
        },
        evaluateProgram: () => undefined,
      }),
    }) as unknown as Made;
    file.data.contentTree = compact(made);
    tree.children = [];
  };
}
