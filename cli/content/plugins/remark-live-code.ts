// Live code blocks (a theme such as @docusaurus/theme-live-codeblock): a fence whose meta has the
// word `live` is handed to the theme's CodeBlock as Docusaurus's MDX loader hands it, through
// MDXComponents' `code` with `live`, `metastring` and the language's class, so the theme renders an
// editor and its preview. Other fences stay highlighted at build time (rehype-code-blocks.ts).
import type { Root } from 'mdast';
import type { MdxFlowExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';

const isLive = (meta: string | null | undefined) => (meta ?? '').split(' ').includes('live');

export default function remarkLiveCode() {
  return (tree: Root) => {
    visit(tree, 'code', (node, index, parent) => {
      if (!isLive(node.meta) || !parent || index === undefined) return undefined;
      const attributes: MdxJsxAttribute[] = [
        ...(node.lang ? [{ type: 'mdxJsxAttribute' as const, name: 'className', value: `language-${node.lang}` }] : []),
        { type: 'mdxJsxAttribute', name: 'metastring', value: node.meta ?? '' },
        { type: 'mdxJsxAttribute', name: 'live', value: null },
      ];
      // The text as a fence's <code> holds it, with its closing newline (the theme trims it), as a
      // string in braces: JSX text would lose its indentation.
      const code = `${node.value}\n`;
      const child: MdxFlowExpression = {
        type: 'mdxFlowExpression',
        value: JSON.stringify(code),
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value: code, raw: JSON.stringify(code) } }],
          },
        },
      };
      const block: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'code', attributes, children: [child] };
      parent.children[index] = block;
      return SKIP;
    });
  };
}

/** Whether a body has a live block: with a live code theme, such a page is compiled as MDX. */
export const hasLiveBlock = (body: string) => /^ {0,3}(`{3,}|~{3,})[^\s`]*[ \t]+(?:[^\n]*\s)?live(?:\s|$)/m.test(body);

/** Whether an MDX element is a live block this plugin made: it renders through the page's module. */
export const isLiveElement = (name: string | null | undefined, attributes: readonly { readonly name?: string }[] | undefined) =>
  name === 'code' && (attributes ?? []).some((attribute) => attribute.name === 'live');
