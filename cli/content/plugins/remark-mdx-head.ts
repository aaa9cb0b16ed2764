// `<head>` written in an MDX page, as Docusaurus documents it: its children (title, meta, link…)
// are the page's head tags. A lowercase JSX tag is a literal HTML element in MDX and no component
// can take its place, so the element is renamed to @docusaurus/Head, imported at the top of the
// module; it reads its children (runtime/docusaurus/head-children.ts).
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';

export const HEAD = '_DocgenHead';
const SOURCE = '@docusaurus/Head';

function importHead(): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: HEAD } }],
        source: { type: 'Literal', value: SOURCE, raw: JSON.stringify(SOURCE) },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `import ${HEAD} from ${JSON.stringify(SOURCE)}`, data: { estree } };
}

export default function remarkMdxHead() {
  return (tree: Root) => {
    let found = false;
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as MdxJsxFlowElement | MdxJsxTextElement).name === 'head') {
        (node as MdxJsxFlowElement | MdxJsxTextElement).name = HEAD;
        found = true;
      }
    });
    if (found) tree.children.unshift(importHead());
  };
}
