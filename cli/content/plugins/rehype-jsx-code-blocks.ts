// A code block written as JSX in MDX (`<CodeBlock language="ts">{`code`}</CodeBlock>`), highlighted
// at build time like fenced code: Docusaurus's CodeBlock highlights it in the browser, docgen's
// takes its lines of tokens as a `tokens` prop made here (no highlighter ships to the browser).
// Only blocks whose props and code are literals are read; any other shows as plain text.
import type { Root } from 'hast';
import type { Program } from 'estree';
import { visit } from 'unist-util-visit';
import { parseLanguage, parseLines } from '../../../runtime/shared/code-block.js';
import type { CodeReading } from '../code/code-meta.js';
import { highlightLines, type CodeStyle } from '../code/highlighter.js';
import { prismWith } from '../code/prism.js';
import { expressionOf, literalValue, valueToEstree } from './mdx-literals.js';

interface MdxJsx {
  readonly type: string;
  readonly name?: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  readonly children: { type: string; value?: string; data?: { estree?: Program | null } }[];
  readonly data?: { estree?: Program | null };
}

/** The local names the page imports @theme/CodeBlock under. */
function codeBlockNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children as unknown as MdxJsx[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || statement.source.value !== '@theme/CodeBlock') continue;
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name);
    }
  }
  return names;
}

/** The element's props when every one is a literal; undefined otherwise. */
function literalProps(node: MdxJsx): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return undefined;
    const { value } = attribute;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const expression = expressionOf((value as { data?: { estree?: Program | null } }).data?.estree);
      const found = expression && literalValue(expression);
      if (!found) return undefined;
      props[attribute.name] = found.value;
    }
  }
  return props;
}

/** The code: the element's one child, text or a literal string in braces. */
function literalCode(node: MdxJsx): string | undefined {
  if (node.children.length !== 1) return undefined;
  const [child] = node.children;
  if (child?.type === 'text') return child.value;
  const expression = expressionOf(child?.data?.estree);
  const found = expression && literalValue(expression);
  return typeof found?.value === 'string' ? found.value : undefined;
}

export default function rehypeJsxCodeBlocks(options: CodeStyle & CodeReading) {
  return async (tree: Root) => {
    const names = codeBlockNames(tree);
    if (names.size === 0) return;
    const blocks: MdxJsx[] = [];
    visit(tree, (node) => {
      const jsx = node as unknown as MdxJsx;
      if ((jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && names.has(jsx.name ?? '')) blocks.push(jsx);
    });
    if (blocks.length === 0) return;
    const prism = await prismWith(options.additionalLanguages);
    for (const block of blocks) {
      const props = literalProps(block);
      const code = literalCode(block);
      if (!props || code === undefined || 'tokens' in props) continue;
      // Read as the theme's CodeBlock reads it (createCodeBlockMetadata).
      const language = parseLanguage({
        ...(typeof props.language === 'string' ? { language: props.language } : {}),
        ...(typeof props.className === 'string' ? { className: props.className } : {}),
        ...(options.defaultLanguage ? { defaultLanguage: options.defaultLanguage } : {}),
      });
      const shown = parseLines(code, {
        metastring: typeof props.metastring === 'string' ? props.metastring : undefined,
        language,
        magicComments: options.magicComments,
      });
      const expression = valueToEstree(highlightLines(prism, shown.code, language));
      block.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'tokens',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '',
          data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
        },
      });
    }
  };
}
