// A code block's <pre>, highlighted with Prism at build time into the HTML Docusaurus's CodeBlock
// renders in the browser with prism-react-renderer: one `token-line` div per line, one span per
// token with its Prism types as classes and the light theme's colours inline, written as React
// writes them (its escaping, its style attributes, `<br/>`), so the page's bytes are those the
// theme's components give for the same tokens. Dark mode's colours are a stylesheet (dark-css.ts).
// The same request always gives the same bytes, whichever thread highlights it.
import { createHash } from 'node:crypto';
import { themeDictionary, styleText, tokenStyle, type CodeToken, type PrismTheme } from '../../../runtime/shared/prism-theme.js';
import { escapeHtml } from '../../../runtime/shared/html-text.js';
import { CODE_BLOCK_CLASSES } from '../../../runtime/shared/code-block-classes.js';
import { grammarOf, prismWith, type Prism, type PrismToken } from './prism.js';

/** What colours a request: the light theme written inline, and the languages Prism has. */
export interface CodeStyle {
  readonly theme: PrismTheme;
  readonly additionalLanguages: readonly string[];
}

/** The highlighter's whole input for one block: equal requests give equal HTML. */
export interface CodeRequest {
  /** The language as Docusaurus names it (lower case); "text" when none. */
  readonly lang: string;
  /** The code as shown: magic comment lines taken out. */
  readonly code: string;
  /** Class names of the marked lines, by 0-based line index. */
  readonly lineClassNames: Readonly<Record<number, readonly string[]>>;
  /** The first line's number when lines are numbered. */
  readonly lineNumbersStart?: number;
}

/** The lines of `tokens` as prism-react-renderer's normalizeTokens makes them: nested tokens
 * flattened with their types outermost first, split at line breaks, empty lines holding one
 * empty plain token. */
export function tokenLines(tokens: readonly (string | PrismToken)[]): CodeToken[][] {
  let line: { types: readonly string[]; content: string; empty?: boolean }[] = [];
  const lines = [line];
  const closeLine = () => {
    const only = line[0];
    if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
    else if (line.length === 1 && only && only.content === '') Object.assign(only, { content: '\n', empty: true });
  };
  const walk = (list: readonly (string | PrismToken)[], outer: readonly string[], depth: number) => {
    for (const token of list) {
      let types = outer;
      let content: PrismToken['content'];
      if (typeof token === 'string') {
        types = depth > 0 ? outer : ['plain'];
        content = token;
      } else {
        types = types.at(-1) === token.type ? types : [...types, token.type];
        if (token.alias) types = types.at(-1) === token.alias ? types : types.concat(token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        // Prism nests a list of tokens; anything else holds no text for prism-react-renderer either.
        if (Array.isArray(content)) walk(content as (string | PrismToken)[], types, depth + 1);
        continue;
      }
      const parts = content.split(/\r\n|\r|\n/);
      line.push({ types, content: parts[0] as string });
      for (const part of parts.slice(1)) {
        closeLine();
        line = [];
        lines.push(line);
        line.push({ types, content: part });
      }
    }
  };
  walk(tokens, [], 0);
  closeLine();
  return lines;
}

/** The block's lines of tokens, as prism-react-renderer tokenizes it (hooks included); plain text
 * lines when Prism has no grammar for the language. */
export function highlightLines(prism: Prism, code: string, lang: string): CodeToken[][] {
  const grammar = grammarOf(prism, lang);
  if (!grammar) return tokenLines([code]);
  const env: Record<string, unknown> = { code, grammar, language: lang, tokens: [] };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens as (string | PrismToken)[]);
}

const attribute = (name: string, value: string) => (value === '' ? '' : ` ${name}="${escapeHtml(value)}"`);

/** The <pre> of a block: its lines in the theme's light colours, as CodeBlock/Content renders them. */
export function preHtml({ lines, request, theme }: { lines: readonly (readonly CodeToken[])[]; request: CodeRequest; theme: PrismTheme }): string {
  const dictionary = themeDictionary(theme, request.lang);
  const numbered = request.lineNumbersStart !== undefined;
  const lineStyle = attribute('style', styleText(dictionary.plain));
  let html = `<pre tabindex="0" class="prism-code language-${escapeHtml(request.lang)} ${CODE_BLOCK_CLASSES.pre}"${attribute('style', styleText(dictionary.root))}>`;
  html += numbered
    ? `<code class="${CODE_BLOCK_CLASSES.lines} ${CODE_BLOCK_CLASSES.linesWithNumbering}" style="counter-reset:line-count ${(request.lineNumbersStart as number) - 1}">`
    : `<code class="${CODE_BLOCK_CLASSES.lines}">`;
  lines.forEach((line, index) => {
    // A line of one line break holds an empty token: the <br/> makes its height.
    const tokens = line.length === 1 && line[0]?.content === '\n' ? [{ ...line[0], content: '' }] : line;
    const classes = ['token-line', ...(request.lineClassNames[index] ?? []), ...(numbered ? [CODE_BLOCK_CLASSES.line] : [])].filter(Boolean).join(' ');
    let spans = '';
    for (const token of tokens) {
      const classNames = ['token', ...token.types].filter(Boolean).join(' ');
      spans += `<span class="${escapeHtml(classNames)}"${attribute('style', styleText(tokenStyle(dictionary, token)))}>${escapeHtml(token.content)}</span>`;
    }
    if (numbered) spans = `<span class="${CODE_BLOCK_CLASSES.lineNumber}"></span><span class="${CODE_BLOCK_CLASSES.lineContent}">${spans}</span>`;
    html += `<div class="${escapeHtml(classes)}"${lineStyle}>${spans}<br/></div>`;
  });
  return `${html}</code></pre>`;
}

/** The highlighted <pre> HTML of a block. */
export async function highlightHtml(request: CodeRequest, style: CodeStyle): Promise<string> {
  const prism = await prismWith(style.additionalLanguages);
  return preHtml({ lines: highlightLines(prism, request.code, request.lang), request, theme: style.theme });
}

const styleKeys = new WeakMap<CodeStyle, string>();

/** A short name for a request in its style: requests with the same key highlight to the same HTML. */
export function requestKey(request: CodeRequest, style: CodeStyle): string {
  let key = styleKeys.get(style);
  if (key === undefined) {
    key = createHash('sha1')
      .update(JSON.stringify([style.theme, style.additionalLanguages]))
      .digest('base64url');
    styleKeys.set(style, key);
  }
  const { lang, code, lineClassNames, lineNumbersStart = 0 } = request;
  return createHash('sha1')
    .update(JSON.stringify([key, lang, lineClassNames, lineNumbersStart, code]))
    .digest('base64url');
}
