// Fenced code as Docusaurus's CodeBlock renders it, made at build time: the container with the
// theme's colour variables, the title, and the <pre> highlighted by Prism (code/highlighter.ts),
// so the browser gets coloured HTML and no highlighter. Its buttons (copy, word wrap) are not in
// the HTML, as Docusaurus leaves them out of its pre-rendered pages: the browser adds them
// (runtime/browser/code-buttons.ts).
import type { Element, ElementContent, Parents, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CODE_BLOCK_CLASSES } from '../../../runtime/shared/code-block-classes.js';
import { prismCssVariables, styleText } from '../../../runtime/shared/prism-theme.js';
import { languageAndMeta, readCodeBlock, type CodeReading } from '../code/code-meta.js';
import { highlightHtml, requestKey, type CodeStyle } from '../code/highlighter.js';
import { grammarOf, prismjsHas, prismWith } from '../code/prism.js';

/** A node of HTML as it is (remark-rehype adds the type to hast). */
type Raw = Extract<ElementContent, { type: 'raw' }>;

declare module 'vfile' {
  interface DataMap {
    /** The <pre> HTML of code blocks highlighted before this file was compiled, by request key. */
    highlighted: Readonly<Record<string, string>>;
  }
}

/** How code is read and coloured: themeConfig.prism. */
export type RehypeCodeBlocksOptions = CodeStyle & CodeReading;

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): Text => ({ type: 'text', value });

/** The language as the fence wrote it (`ts{1,3}` included), from the class remark gave the code. */
function writtenLanguage(code: Element): string | undefined {
  const className = Array.isArray(code.properties.className) ? code.properties.className : [];
  return className
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
}

// Languages that ask for no colours.
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

export default function rehypeCodeBlocks(options: RehypeCodeBlocksOptions) {
  const variables = styleText(prismCssVariables(options.theme) as Record<string, string>);
  const container = (className: string, children: ElementContent[], tagName = 'div') =>
    element(
      tagName,
      { className: [...className.split(' ').filter(Boolean), CODE_BLOCK_CLASSES.container, 'theme-code-block'], ...(variables ? { style: variables } : {}) },
      children,
    );
  return async (tree: Root, file: VFile) => {
    const blocks: { pre: Element; code: Element; parent: Parents; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (code) blocks.push({ pre: node, code, parent, index });
      return SKIP;
    });
    if (blocks.length === 0) return;
    const prism = await prismWith(options.additionalLanguages);
    const warned = new Set<string>();
    for (const { pre, code, parent, index } of blocks) {
      const place = pre.position;
      const { lang, meta } = languageAndMeta({ written: writtenLanguage(code), meta: String(code.data?.meta ?? '') });
      const source = toString(code);
      const { request, className, title, problems } = readCodeBlock({ lang, meta, code: source, reading: options });
      // A language Prism does not know at all is likely a typo (a language the site could add shows
      // as plain text without a word, as on Docusaurus). Once per language and file.
      if (!grammarOf(prism, request.lang) && !PLAIN.has(request.lang) && !prismjsHas(request.lang) && !warned.has(request.lang)) {
        warned.add(request.lang);
        const reason =
          `code block language "${request.lang}" is not a Prism language, so the block is shown as plain text. ` +
          'Use a name of https://prismjs.com/#supported-languages (added to themeConfig.prism.additionalLanguages when prism-react-renderer lacks it), or "text".';
        file.message(reason, { place, ruleId: 'unknown-language', source: 'rehype-code-blocks' });
      }
      for (const problem of problems) file.message(problem, { place, ruleId: 'magic-comment', source: 'rehype-code-blocks' });
      let block: Element;
      if (source === '') {
        // No code at all: Docusaurus's CodeBlock shows an empty standalone <pre>.
        block = container(
          `${CODE_BLOCK_CLASSES.standalone} thin-scrollbar ${lang ? `language-${lang}` : ''}`,
          [element('code', { className: [CODE_BLOCK_CLASSES.lines] })],
          'pre',
        );
        block.properties = { tabIndex: 0, ...block.properties };
      } else {
        // Highlighted ahead of the compile (highlight-stage.ts), or here when it was not.
        const ready = file.data.highlighted?.[requestKey(request, options)];
        const highlighted: Raw = { type: 'raw', value: ready ?? (await highlightHtml(request, options)) };
        block = container(className, [
          ...(title ? [element('div', { className: [CODE_BLOCK_CLASSES.title] }, [text(title)])] : []),
          element('div', { className: [CODE_BLOCK_CLASSES.content] }, [highlighted]),
        ]);
      }
      if (place) block.position = place;
      parent.children[index] = block;
    }
  };
}
