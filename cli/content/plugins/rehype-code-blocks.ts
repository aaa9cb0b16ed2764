// Highlights fenced code at build time with shiki and wraps each block in a title bar and a copy
// button, so the browser gets coloured HTML and no highlighter. Reads Docusaurus's meta string
// (`title="a.ts" {1,3-5} showLineNumbers=5`) and its magic comments (`// highlight-next-line`).
import type { Element, ElementContent, Parents, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type BundledLanguage, type Highlighter } from 'shiki';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface RehypeCodeBlocksOptions {
  /** Copy button texts: its accessible name, and what it shows after a copy. Default: English. */
  readonly labels?: { readonly copy: string; readonly copied: string };
}

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
// Darker (light theme) and lighter (dark theme) shades of the github colours that fall under 4.5:1
// on our code background or on a highlighted line; the hue stays the same.
const COLOR_REPLACEMENTS = {
  'github-light': { '#6a737d': '#57606a', '#22863a': '#116329', '#d73a49': '#b31d28', '#e36209': '#953800' },
  'github-dark': { '#6a737d': '#a0a8b0' },
};
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

// One highlighter per language and thread, each with only that language (and the grammars it always
// includes) loaded. A grammar that embeds others lazily (Markdown's front matter and fences, HTML's
// scripts) colours them only when they happen to be loaded, so a highlighter shared by all languages
// gave a block other colours depending on what the thread had highlighted before. Creating one costs
// far more than highlighting, and the regex engine is shared; languages load on first use.
let engine: ReturnType<typeof createOnigurumaEngine> | undefined;
const highlighters = new Map<string, Promise<Highlighter>>();

function highlighterFor(lang: string | undefined): Promise<Highlighter> {
  const key = lang ?? '';
  let highlighter = highlighters.get(key);
  if (!highlighter) {
    engine ??= createOnigurumaEngine(import('shiki/wasm'));
    // One instance per language is the design here, not a leak: Shiki's warning about many instances is off.
    highlighter = createHighlighter({ themes: Object.values(THEMES), langs: lang ? [lang as BundledLanguage] : [], engine, warnings: false });
    highlighters.set(key, highlighter);
  }
  return highlighter;
}

// Comment forms a magic comment may take, as [opening, closing] regex sources.
const FORMS = {
  slash: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dash: ['--', ''],
  percent: ['%', ''],
  semicolon: [';+', ''],
} as const;
type Form = keyof typeof FORMS;
const C_LIKE: Form[] = ['slash', 'block'];
// The forms of each language's own comments, so that a `# highlight-next-line` in JavaScript stays code.
const LANGUAGE_FORMS: [forms: Form[], languages: string[]][] = [
  [C_LIKE, ['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript', 'mts', 'cts', 'json', 'jsonc', 'json5', 'c', 'cpp', 'cs', 'csharp', 'java']],
  [C_LIKE, ['kotlin', 'kt', 'go', 'rust', 'rs', 'swift', 'scala', 'dart', 'groovy', 'css', 'scss', 'less', 'graphql', 'gql', 'proto', 'zig']],
  [
    [...C_LIKE, 'jsx'],
    ['jsx', 'tsx'],
  ],
  [['jsx', 'html'], ['mdx']],
  [
    [...C_LIKE, 'hash'],
    ['php', 'hcl', 'terraform', 'tf'],
  ],
  [['hash'], ['bash', 'sh', 'shell', 'zsh', 'fish', 'console', 'shellsession', 'powershell', 'ps1', 'python', 'py', 'ruby', 'rb']],
  [['hash'], ['perl', 'r', 'yaml', 'yml', 'toml', 'dockerfile', 'docker', 'makefile', 'make', 'cmake', 'nix', 'elixir', 'ini', 'julia']],
  [['html'], ['html', 'xml', 'svg', 'md', 'markdown']],
  [
    ['html', ...C_LIKE],
    ['vue', 'svelte', 'astro'],
  ],
  [['dash'], ['lua', 'haskell', 'hs', 'sql', 'elm', 'purescript']],
  [['percent'], ['tex', 'latex', 'matlab', 'erlang']],
  [['semicolon'], ['wasm', 'wat', 'lisp', 'clojure', 'scheme', 'racket', 'asm', 'nasm']],
];
const FORMS_BY_LANGUAGE = new Map(LANGUAGE_FORMS.flatMap(([forms, languages]) => languages.map((lang) => [lang, forms] as const)));
// No language, or one not listed: the forms most code uses.
const COMMON_FORMS: Form[] = ['slash', 'block', 'jsx', 'hash', 'html'];

function magicCommentPattern(lang: string | undefined): RegExp {
  const forms = (lang && FORMS_BY_LANGUAGE.get(lang)) || COMMON_FORMS;
  const alternatives = forms.map((form) => `${FORMS[form][0]}\\s*(highlight-(?:next-line|start|end))\\s*${FORMS[form][1]}`);
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** Removes magic comment lines; returns the remaining lines and the 1-based lines they highlight. */
export function takeMagicComments(code: string, lang: string | undefined): { lines: string[]; highlighted: Set<number>; problems: string[] } {
  const pattern = magicCommentPattern(lang);
  const lines: string[] = [];
  const highlighted = new Set<number>();
  const problems: string[] = [];
  let next = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find(Boolean);
    if (directive === 'highlight-next-line') next = true;
    else if (directive === 'highlight-start') open += 1;
    else if (directive === 'highlight-end') {
      if (open === 0) problems.push('magic comment "highlight-end" has no "highlight-start" before it. Remove it, or add the start.');
      open = Math.max(0, open - 1);
    } else {
      lines.push(line);
      if (next || open > 0) highlighted.add(lines.length);
      next = false;
    }
  }
  if (open > 0) {
    problems.push(
      'magic comment "highlight-start" has no "highlight-end", so the code block is highlighted to its end. ' +
        'Add "highlight-end" where the highlight should stop.',
    );
  }
  return { lines, highlighted, problems };
}

/** The parts of a fence's meta string docgen reads, as Docusaurus documents them. */
export function parseCodeMeta(meta: string): { title?: string; ranges: [from: number, to: number][]; lineNumbersStart?: number } {
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const range = /\{([\d\s,-]+)\}/.exec(meta);
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
  const ranges = (range?.[1] ?? '').split(',').flatMap((part): [number, number][] => {
    const [from, to = from] = part.split('-').map((bound) => Number.parseInt(bound, 10));
    return from === undefined || Number.isNaN(from) || to === undefined || Number.isNaN(to) ? [] : [[from, to]];
  });
  return {
    ...(title ? { title: title[1] ?? title[2] } : {}),
    ranges,
    ...(numbers ? { lineNumbersStart: numbers[1] ? Number(numbers[1]) : 1 } : {}),
  };
}

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): Text => ({ type: 'text', value });

/** `ts{1,3}` (no space before the braces) is a language followed by meta, as in Docusaurus. */
function languageAndMeta(code: Element): { lang?: string; meta: string } {
  const className = Array.isArray(code.properties.className) ? code.properties.className : [];
  const written = className
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const meta = String(code.data?.meta ?? '');
  if (!written) return { meta };
  const brace = written.indexOf('{');
  return brace > 0 ? { lang: written.slice(0, brace).toLowerCase(), meta: `${written.slice(brace)} ${meta}` } : { lang: written.toLowerCase(), meta };
}

/** The block as the theme styles it: title bar, highlighted <pre> and copy button. */
function frame({
  pre,
  lang,
  title,
  numbered,
  labels,
}: {
  pre: Element;
  lang?: string;
  title?: string;
  numbered: boolean;
  labels: { copy: string; copied: string };
}): Element {
  const className = numbered ? ['code-block', 'code-block--line-numbers'] : ['code-block'];
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
      const { lang, meta } = languageAndMeta(code);
      const known = lang !== undefined && !PLAIN.has(lang) && Object.hasOwn(bundledLanguages, lang);
      if (lang && !known && !PLAIN.has(lang) && !warned.has(lang)) {
        // Once per language and file: a page full of one unknown language is one mistake.
        warned.add(lang);
        const reason =
          `code block language "${lang}" is unknown to the highlighter, so the block is shown as plain text. ` +
          'Use a language listed at https://shiki.style/languages, or "text".';
        file.message(reason, { place, ruleId: 'unknown-language', source: 'rehype-code-blocks' });
      }
      const { title, ranges, lineNumbersStart } = parseCodeMeta(meta);
      const { lines, highlighted, problems } = takeMagicComments(toString(code).replace(/\n$/, ''), lang);
      for (const problem of problems) file.message(problem, { place, ruleId: 'magic-comment', source: 'rehype-code-blocks' });
      // Ranges count the lines as shown, after magic comments are removed; past the end they stop.
      for (const [from, to] of ranges) for (let line = Math.max(1, from); line <= Math.min(to, lines.length); line++) highlighted.add(line);

      const shiki = await highlighterFor(known ? lang : undefined);
      const highlightedTree = shiki.codeToHast(lines.join('\n'), {
        lang: known ? lang : 'text',
        themes: THEMES,
        defaultColor: false,
        colorReplacements: COLOR_REPLACEMENTS,
        // Shiki stops tokenizing a line after 500 ms of wall-clock time by default and colours the
        // rest of it as plain text. On a busy machine the first lines a process highlights (its
        // regexes still compiling) pass that limit, so the same page got other bytes from build to
        // build. Without the limit, the output depends only on the input.
        tokenizeTimeLimit: 0,
        transformers: [
          {
            line(node, line) {
              if (highlighted.has(line)) this.addClassToHast(node, 'line--highlighted');
            },
            code(node) {
              // CSS counters number the lines: the numbers are not text, so copying leaves them out.
              if (lineNumbersStart !== undefined && lineNumbersStart !== 1) node.properties.style = `counter-reset:line ${lineNumbersStart - 1}`;
            },
          },
        ],
      });
      const block = frame({ pre: highlightedTree.children[0] as Element, lang, title, numbered: lineNumbersStart !== undefined, labels });
      if (place) block.position = place;
      parent.children[index] = block;
    }
  };
}
