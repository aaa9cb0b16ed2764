// Code highlighting with Shiki: a block's request (code-meta.ts) in, its coloured <pre> out, in
// both colour themes at once (CSS variables pick one). The same request always gives the same
// bytes, whichever thread highlights it and whatever it highlighted before.
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { BundledLanguage, Highlighter, RegexEngine } from 'shiki';
import { escapeText } from '../plugins/rehype-escape-text.js';
import type { CodeRequest } from './code-meta.js';
import { codeToHastPaired } from './paired-themes.js';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../../config/code-themes.js';

// Darker (light theme) and lighter (dark theme) shades of the github colours that fall under 4.5:1
// on our code background or on a highlighted line; the hue stays the same. Other themes bring their
// own background (theme.css), and their colours are as their authors made them.
const COLOR_REPLACEMENTS = {
  'github-light': { '#6a737d': '#57606a', '#22863a': '#116329', '#d73a49': '#b31d28', '#e36209': '#953800' },
  'github-dark': { '#6a737d': '#a0a8b0' },
};

// One highlighter per language and thread, each with only that language (and the grammars it always
// includes) loaded. A grammar that embeds others lazily (Markdown's front matter and fences, HTML's
// scripts) colours them only when they happen to be loaded, so a highlighter shared by all languages
// gave a block other colours depending on what the thread had highlighted before. Creating one costs
// far more than highlighting, and the regex engine is shared; languages load on first use. Shiki
// itself is imported with the first block: a build that highlights nothing starts sooner without it.
let shiki: Promise<typeof import('shiki')> | undefined;
let core: Promise<typeof import('shiki/core')> | undefined;
let engine: Promise<RegexEngine> | undefined;
const highlighters = new Map<string, Promise<Highlighter>>();

function highlighterFor(lang: string, themes: CodeThemes): Promise<Highlighter> {
  const id = `${lang} ${themes.light} ${themes.dark}`;
  let highlighter = highlighters.get(id);
  if (!highlighter) {
    const loaded = (shiki ??= import('shiki'));
    const regex = (engine ??= loaded.then(({ createOnigurumaEngine }) => createOnigurumaEngine(import('shiki/wasm'))));
    // One instance per language is the design here, not a leak: Shiki's warning about many instances is off.
    const langs = lang === 'text' ? [] : [lang as BundledLanguage];
    highlighter = Promise.all([loaded, regex]).then(([{ createHighlighter }, shared]) =>
      createHighlighter({ themes: [themes.light, themes.dark], langs, engine: shared, warnings: false }),
    );
    highlighters.set(id, highlighter);
  }
  return highlighter;
}

/** The highlighted <pre> of a block, as hast. */
export async function highlightPre(
  request: CodeRequest,
  themes: CodeThemes = DEFAULT_CODE_THEMES,
  /** pairedThemes: false tokenizes once per theme, as Shiki does (paired-themes.ts gives the same bytes). */
  { pairedThemes = true }: { pairedThemes?: boolean } = {},
): Promise<Element> {
  const [shiki, shikiCore] = await Promise.all([highlighterFor(request.lang, themes), (core ??= import('shiki/core'))]);
  const highlighted = new Set(request.highlighted);
  const options = {
    lang: request.lang,
    themes: { light: themes.light, dark: themes.dark },
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
          if (request.firstLine !== undefined) node.properties.style = `counter-reset:line ${request.firstLine - 1}`;
        },
      },
    ],
  } satisfies Parameters<Highlighter['codeToHast']>[1];
  const tree = pairedThemes ? codeToHastPaired({ core: shikiCore, highlighter: shiki, code: request.code, options }) : shiki.codeToHast(request.code, options);
  return tree.children[0] as Element;
}

/** The highlighted <pre> of a block as the HTML a page's serializer writes for it. */
export async function highlightHtml(request: CodeRequest, themes: CodeThemes = DEFAULT_CODE_THEMES, how: { pairedThemes?: boolean } = {}): Promise<string> {
  const root: Root = { type: 'root', children: [await highlightPre(request, themes, how)] };
  escapeText(root);
  return toHtml(root, { allowDangerousHtml: true });
}

/** A short name for a request in its themes: requests with the same key highlight to the same HTML. */
export function requestKey(request: CodeRequest, themes: CodeThemes = DEFAULT_CODE_THEMES): string {
  const { lang, code, highlighted, firstLine = 1 } = request;
  return createHash('sha1')
    .update(JSON.stringify([lang, highlighted, firstLine, themes.light, themes.dark, code]))
    .digest('base64url');
}
