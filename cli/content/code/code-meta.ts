// What a fenced code block asks of the highlighter, read from its info string and its text as
// Docusaurus reads them: the language, the meta string (`title="a.ts" {1,3-5} showLineNumbers=5`)
// and the magic comments (`// highlight-next-line`) that mark lines and are not shown.
// The list of languages only: the main thread reads blocks without loading the highlighter.
import { bundledLanguages } from 'shiki/langs';

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

const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

/** True when the highlighter has a grammar for `lang` (as written, lower case). */
export const isKnownLanguage = (lang: string | undefined): lang is string => lang !== undefined && !PLAIN.has(lang) && Object.hasOwn(bundledLanguages, lang);

/** True when `lang` asks for no highlighting: no warning for it. */
export const isPlainLanguage = (lang: string) => PLAIN.has(lang);

/** `ts{1,3}` (no space before the braces) is a language followed by meta, as in Docusaurus. */
export function languageAndMeta({ written, meta }: { written: string | undefined; meta: string }): { lang?: string; meta: string } {
  if (!written) return { meta };
  const brace = written.indexOf('{');
  return brace > 0 ? { lang: written.slice(0, brace).toLowerCase(), meta: `${written.slice(brace)} ${meta}` } : { lang: written.toLowerCase(), meta };
}

/** The highlighter's whole input for one block: equal requests give equal HTML. */
export interface CodeRequest {
  /** A language the highlighter knows, or "text". */
  readonly lang: string;
  /** The code as shown: magic comment lines removed. */
  readonly code: string;
  /** 1-based lines shown highlighted, ascending. */
  readonly highlighted: readonly number[];
  /** First line number when the block numbers its lines from another line than 1. */
  readonly firstLine?: number;
}

/** A block read from its language, meta string and code: what to highlight, and how to frame it. */
export function readCodeBlock({ lang, meta, code }: { lang: string | undefined; meta: string; code: string }): {
  request: CodeRequest;
  title?: string;
  numbered: boolean;
  problems: string[];
} {
  const { title, ranges, lineNumbersStart } = parseCodeMeta(meta);
  const { lines, highlighted, problems } = takeMagicComments(code, lang);
  // Ranges count the lines as shown, after magic comments are removed; past the end they stop.
  for (const [from, to] of ranges) for (let line = Math.max(1, from); line <= Math.min(to, lines.length); line++) highlighted.add(line);
  const request: CodeRequest = {
    lang: isKnownLanguage(lang) ? lang : 'text',
    code: lines.join('\n'),
    highlighted: [...highlighted].sort((a, b) => a - b),
    ...(lineNumbersStart !== undefined && lineNumbersStart !== 1 ? { firstLine: lineNumbersStart } : {}),
  };
  return { request, ...(title !== undefined ? { title } : {}), numbered: lineNumbersStart !== undefined, problems };
}
