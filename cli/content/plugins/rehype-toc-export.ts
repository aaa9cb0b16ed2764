// MDX pages may show their own table of contents: `<TOCInline toc={toc} />`, where `toc` is what
// Docusaurus's MDX loader exports from every page (each heading's value as HTML, its id and level).
// docgen's pages carry their TOC as page data, so the export is added only to a page whose content
// names `toc` without declaring it. Runs after rehype-heading-ids, which collects the headings.
import type { Root, RootContent } from 'hast';
import type { Expression, Node, Program } from 'estree';
import { visit } from 'estree-util-visit';
import type { VFile } from 'vfile';

interface MdxNode {
  readonly type: string;
  readonly attributes?: readonly { readonly type: string; readonly value?: unknown }[];
  readonly data?: { readonly estree?: Program | null };
  readonly children?: readonly MdxNode[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The programs of a tree's expressions and JSX attribute values. */
function programsOf(node: MdxNode, found: Program[]): Program[] {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    if (node.data?.estree) found.push(node.data.estree);
  }
  for (const attribute of node.attributes ?? []) {
    const estree = (attribute.value as MdxNode | undefined)?.data?.estree;
    if (estree) found.push(estree);
    else if (attribute.type === 'mdxJsxExpressionAttribute') {
      const own = (attribute as MdxNode).data?.estree;
      if (own) found.push(own);
    }
  }
  for (const child of node.children ?? []) programsOf(child, found);
  return found;
}

const names = (program: Program, test: (node: Node) => boolean) => {
  let hit = false;
  visit(program, (node) => {
    if (test(node as Node)) hit = true;
  });
  return hit;
};

const isToc = (node: Node) => node.type === 'Identifier' && node.name === 'toc';
const literal = (value: string | number): Expression => ({ type: 'Literal', value });

export default function rehypeTocExport() {
  return (tree: Root, file: VFile) => {
    const esm = tree.children.filter((child) => (child.type as string) === 'mdxjsEsm') as unknown as MdxNode[];
    if (esm.some((node) => node.data?.estree && names(node.data.estree, isToc))) return;
    const content = tree.children.filter((child) => (child.type as string) !== 'mdxjsEsm') as unknown as MdxNode[];
    if (!content.some((node) => programsOf(node, []).some((program) => names(program, isToc)))) return;
    const entries = (file.data.toc ?? []).map(({ text, id, level }) => ({
      type: 'ObjectExpression' as const,
      properties: Object.entries({ value: escapeHtml(text), id, level }).map(([key, value]) => ({
        type: 'Property' as const,
        key: { type: 'Identifier' as const, name: key },
        value: literal(value),
        kind: 'init' as const,
        method: false,
        shorthand: false,
        computed: false,
      })),
    }));
    const estree: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          attributes: [],
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: { type: 'ArrayExpression', elements: entries } }],
          },
        },
      ],
    };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } } as unknown as RootContent);
  };
}
