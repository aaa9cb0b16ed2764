// Highlights fenced code at build time with shiki and wraps each block in a title bar and a copy
// button, so the browser gets coloured HTML and no highlighter. Reads Docusaurus's meta string
// (`title="a.ts" {1,3-5} showLineNumbers=5`) and its magic comments (`// highlight-next-line`).
import type { Element, ElementContent, Parents, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { isKnownLanguage, isPlainLanguage, languageAndMeta, readCodeBlock } from '../code/code-meta.js';
import type { CodeThemes } from '../../config/code-themes.js';
import { highlightPre, requestKey } from '../code/highlighter.js';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A node of HTML as it is (remark-rehype adds the type to hast). */
type Raw = Extract<ElementContent, { type: 'raw' }>;

declare module 'vfile' {
  interface DataMap {
    /** The <pre> HTML of code blocks highlighted before this file was compiled, by request key. */
    highlighted: Readonly<Record<string, string>>;
  }
}

export interface RehypeCodeBlocksOptions {
  /** Copy button texts: its accessible name, and what it shows after a copy. Default: English. */
  readonly labels?: { readonly copy: string; readonly copied: string };
  /** Shiki themes of light and dark mode. Default: GitHub's. */
  readonly themes?: CodeThemes;
}

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

/** The block as the theme styles it: title bar, highlighted <pre> and copy button. */
function frame({
  pre,
  lang,
  title,
  numbered,
  labels,
}: {
  pre: Element | Raw;
  lang?: string;
  title?: string;
  numbered: boolean;
  labels: { copy: string; copied: string };
}): Element {
  // theme-code-block: Docusaurus's class name for the same element, which sites' custom CSS selects.
  const className = numbered ? ['code-block', 'code-block--line-numbers', 'theme-code-block'] : ['code-block', 'theme-code-block'];
  return element('div', { className, ...(lang ? { dataLanguage: lang } : {}) }, [
    ...(title ? [element('div', { className: ['code-block__title'] }, [text(title)])] : []),
    element('div', { className: ['code-block__content'] }, [
      pre,
      element('button', { type: 'button', className: ['code-block__copy'], ariaLabel: labels.copy, dataCopyLabel: labels.copied }, [
        element('span', { className: ['code-block__copy-icon'], ariaHidden: 'true' }),
        // Filled with the "copied" label by runtime/browser/code-copy.ts; announced as it changes.
        element('span', { className: ['code-block__copy-status'], ariaLive: 'polite' }),
      ]),
    ]),
  ]);
}

export default function rehypeCodeBlocks(options: RehypeCodeBlocksOptions = {}) {
  const labels = options.labels ?? { copy: 'Copy code to clipboard', copied: 'Copied' };
  return async (tree: Root, file: VFile) => {
    const blocks: { pre: Element; code: Element; parent: Parents; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (code) blocks.push({ pre: node, code, parent, index });
      return SKIP;
    });
    const warned = new Set<string>();
    for (const { pre, code, parent, index } of blocks) {
      const place = pre.position;
      const { lang, meta } = languageAndMeta({ written: writtenLanguage(code), meta: String(code.data?.meta ?? '') });
      if (lang && !isKnownLanguage(lang) && !isPlainLanguage(lang) && !warned.has(lang)) {
        // Once per language and file: a page full of one unknown language is one mistake.
        warned.add(lang);
        const reason =
          `code block language "${lang}" is unknown to the highlighter, so the block is shown as plain text. ` +
          'Use a language listed at https://shiki.style/languages, or "text".';
        file.message(reason, { place, ruleId: 'unknown-language', source: 'rehype-code-blocks' });
      }
      const { request, title, numbered, problems } = readCodeBlock({ lang, meta, code: toString(code).replace(/\n$/, '') });
      for (const problem of problems) file.message(problem, { place, ruleId: 'magic-comment', source: 'rehype-code-blocks' });
      // Highlighted ahead of the compile (highlight-stage.ts), or here when it was not.
      const ready = file.data.highlighted && file.data.highlighted[requestKey(request, options.themes)];
      const highlighted: Element | Raw = ready === undefined ? await highlightPre(request, options.themes) : { type: 'raw', value: ready };
      const block = frame({ pre: highlighted, lang, title, numbered, labels });
      if (place) block.position = place;
      parent.children[index] = block;
    }
  };
}
