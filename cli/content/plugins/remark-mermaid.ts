// markdown.mermaid: a ```mermaid code block is a diagram, which `@theme/Mermaid` (a mermaid theme's)
// draws from its text. The block becomes a `mermaid` element with the text as `value`; MDX renders
// it through MDXComponents, as Docusaurus's MDX loader does with the option on.
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';

export default function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return undefined;
      const diagram: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'mermaid',
        attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: node.value }],
        children: [],
      };
      parent.children[index] = diagram;
      return SKIP;
    });
  };
}

/** Whether a body has a ```mermaid block: with the option on, such a page is compiled as MDX. */
export const hasMermaidBlock = (body: string) => /^ {0,3}(`{3,}|~{3,})mermaid\b/m.test(body);
