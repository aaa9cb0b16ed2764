// How a code block is read, as Docusaurus reads it: its language (from the `language-*` class, the
// config's defaultLanguage, else "text"), its meta string (`title="a.js"`, `{1,3-4}`,
// `showLineNumbers=12`) and its magic comments (`// highlight-next-line`), which are taken out of
// the code and mark lines with class names. The build reads fenced code with these, and the theme's
// CodeBlock reads its props with them (@docusaurus/theme-common exports them by Docusaurus's names).

/** A magic comment of `themeConfig.prism.magicComments`: the class its lines get, and the comment
 * text that marks the next line or opens and closes a marked block. */
export interface MagicCommentConfig {
  readonly className: string;
  readonly line?: string;
  readonly block?: { readonly start: string; readonly end: string };
}

/** Docusaurus's default: `highlight-next-line`, `highlight-start` and `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicCommentConfig[] = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/** The class names of each marked line, by its 0-based index. */
export type CodeLineClassNames = Readonly<Record<number, readonly string[]>>;

// How comments open and close, as regular expression sources, by comment style.
const COMMENTS = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type CommentStyle = keyof typeof COMMENTS;

/** The comment styles a language's magic comments are written in; others get the common five. */
const STYLES_OF: Readonly<Record<string, readonly CommentStyle[]>> = /* @__PURE__ */ Object.fromEntries(
  (
    [
      [
        ['js', 'javascript', 'ts', 'typescript'],
        ['js', 'jsBlock'],
      ],
      [
        ['jsx', 'tsx'],
        ['js', 'jsBlock', 'jsx'],
      ],
      [['html'], ['js', 'jsBlock', 'html']],
      [['python', 'py', 'bash'], ['bash']],
      [
        ['markdown', 'md'],
        ['html', 'jsx', 'bash'],
      ],
      [['tex', 'latex', 'matlab'], ['tex']],
      [['lua', 'haskell'], ['lua']],
      [['sql'], ['lua', 'jsBlock']],
      [['wasm'], ['wasm']],
      [
        ['vb', 'vba', 'visual-basic'],
        ['vb', 'rem'],
      ],
      [['vbnet'], ['vbnet', 'rem']],
      [['batch'], ['rem']],
      [['basic'], ['rem', 'f90']],
      [['fsharp'], ['js', 'ml']],
      [['ocaml', 'sml'], ['ml']],
      [['fortran'], ['f90']],
      [['cobol'], ['cobol']],
    ] as const
  ).flatMap(([languages, styles]) => languages.map((language) => [language, styles])),
);
const COMMON_STYLES: readonly CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** A line that is only a magic comment, in one of the language's comment styles; the comment's text is a group. */
function directivePattern(language: string, magicComments: readonly MagicCommentConfig[]): RegExp {
  const directives = magicComments.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end].filter(Boolean)).join('|');
  const styles = STYLES_OF[language] ?? COMMON_STYLES;
  const alternatives = styles.map((style) => `(?:${COMMENTS[style][0]}\\s*(${directives})\\s*${COMMENTS[style][1]})`);
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** The numbers of a range list such as `1,3-5` (parse-numeric-range's reading, which Docusaurus uses):
 * `a-b` and `a..b` include both ends and may count down, `a...b` leaves `b` out. */
export function parseRanges(text: string): number[] {
  const numbers: number[] = [];
  for (const part of text.split(',').map((piece) => piece.trim())) {
    if (/^-?\d+$/.test(part)) {
      numbers.push(Number.parseInt(part, 10));
      continue;
    }
    const range = /^(-?\d+)(-|\.\.\.?|\u2025|\u2026|\u22EF)(-?\d+)$/.exec(part);
    if (!range) continue;
    const from = Number.parseInt(range[1] as string, 10);
    const to = Number.parseInt(range[3] as string, 10);
    const step = from < to ? 1 : -1;
    const inclusive = ['-', '..', '\u2025'].includes(range[2] as string);
    for (let at = from; at !== (inclusive ? to + step : to); at += step) numbers.push(at);
  }
  return numbers;
}

const TITLE = /title=(?<quote>["'])(?<title>.*?)\1/;
const LINE_RANGES = /\{(?<range>[\d,-]+)\}/;

/** The `title="..."` of a meta string, or ''. */
export const parseCodeBlockTitle = (metastring?: string): string => metastring?.match(TITLE)?.groups?.title ?? '';

/** Whether a meta string asks for line numbers (any word starting `showLineNumbers`). */
export const containsLineNumbers = (metastring?: string): boolean => Boolean(metastring?.includes('showLineNumbers'));

/** The first line's number when lines are numbered: the prop wins (true is 1), else the meta
 * string's `showLineNumbers` (1) or `showLineNumbers=12`; undefined when not numbered. */
export function getLineNumbersStart({
  showLineNumbers,
  metastring,
}: {
  showLineNumbers: boolean | number | undefined;
  metastring: string | undefined;
}): number | undefined {
  if (typeof showLineNumbers === 'boolean') return showLineNumbers ? 1 : undefined;
  if (typeof showLineNumbers === 'number') return showLineNumbers;
  const word = metastring?.split(' ').find((part) => part.startsWith('showLineNumbers'));
  if (!word) return undefined;
  return word.startsWith('showLineNumbers=') ? Number.parseInt(word.slice('showLineNumbers='.length), 10) : 1;
}

/** The language of a `language-*` class name, if it has one. */
export const parseClassNameLanguage = (className: string | undefined): string | undefined =>
  className
    ?.split(' ')
    .find((name) => name.startsWith('language-'))
    ?.replace(/language-/, '');

/** A block's language, lower case (Prism's names are): the prop, the class name's, the default, else "text". */
export const parseLanguage = ({ language, className, defaultLanguage }: { language?: string; className?: string; defaultLanguage?: string }): string =>
  (language ?? parseClassNameLanguage(className) ?? defaultLanguage)?.toLowerCase() ?? 'text';

/** Something wrong with a block's magic comments or ranges, which Docusaurus passes over silently. */
export type CodeLinesProblem = 'range-without-magic-comments' | 'unclosed-block';

/**
 * The code as shown and its marked lines. A meta string with a `{1,3-4}` range marks those lines
 * (with the first magic comment's class) and leaves the code as written; otherwise each line that
 * is only a magic comment is taken out, marking the next line or the lines up to its block's end.
 * One trailing line break is dropped first, as Docusaurus does.
 */
export function parseLines(
  code: string,
  { metastring, language, magicComments }: { metastring: string | undefined; language: string | undefined; magicComments: readonly MagicCommentConfig[] },
): { code: string; lineClassNames: CodeLineClassNames; problems: CodeLinesProblem[] } {
  const text = code.replace(/\r?\n$/, '');
  const range = metastring?.match(LINE_RANGES)?.groups?.range;
  if (range !== undefined) {
    const first = magicComments[0];
    if (!first) return { code: text, lineClassNames: {}, problems: ['range-without-magic-comments'] };
    const lineClassNames: Record<number, string[]> = {};
    for (const line of parseRanges(range)) if (line > 0) lineClassNames[line - 1] = [first.className];
    return { code: text, lineClassNames, problems: [] };
  }
  if (language === undefined) return { code: text, lineClassNames: {}, problems: [] };
  const pattern = directivePattern(language, magicComments);
  const lines = text.split(/\r?\n/);
  // Per class name: the line its open block started at, and the marked lines as a range list.
  const marks = new Map(magicComments.map((comment) => [comment.className, { start: 0, range: '', open: false }]));
  const byLine = new Map(magicComments.filter((comment) => comment.line).map((comment) => [comment.line, comment.className]));
  const byStart = new Map(magicComments.filter((comment) => comment.block).map((comment) => [comment.block?.start, comment.className]));
  const byEnd = new Map(magicComments.filter((comment) => comment.block).map((comment) => [comment.block?.end, comment.className]));
  for (let at = 0; at < lines.length;) {
    const directive = pattern
      .exec(lines[at] as string)
      ?.slice(1)
      .find((group) => group !== undefined);
    if (directive === undefined) {
      at += 1;
      continue;
    }
    const lineMark = byLine.get(directive);
    const startMark = byStart.get(directive);
    const endMark = byEnd.get(directive);
    if (lineMark !== undefined) (marks.get(lineMark) as { range: string }).range += `${at},`;
    else if (startMark !== undefined) Object.assign(marks.get(startMark) as object, { start: at, open: true });
    else if (endMark !== undefined) {
      const mark = marks.get(endMark) as { start: number; range: string; open: boolean };
      mark.range += `${mark.start}-${at - 1},`;
      mark.open = false;
    }
    lines.splice(at, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, { range }] of marks) for (const line of parseRanges(range)) (lineClassNames[line] ??= []).push(className);
  const problems: CodeLinesProblem[] = [...marks.values()].some((mark) => mark.open) ? ['unclosed-block'] : [];
  return { code: lines.join('\n'), lineClassNames, problems };
}

/** A block's class names with its `language-*` class, which fenced code has from MDX and a JSX
 * CodeBlock gets here, so both render alike. */
export function ensureLanguageClassName({ className, language }: { className: string | undefined; language: string }): string {
  const names = [className, language && !className?.includes(`language-${language}`) ? `language-${language}` : undefined];
  return names.filter(Boolean).join(' ');
}
