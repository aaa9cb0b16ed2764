// What a fenced code block asks of the highlighter, read as Docusaurus's CodeBlock reads it
// (runtime/shared/code-block.ts): the language of its `language-*` class, the meta string's title,
// line ranges and line numbers, and the magic comments that mark lines and are not shown.
import {
  ensureLanguageClassName,
  getLineNumbersStart,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  type MagicCommentConfig,
} from '../../../runtime/shared/code-block.js';
import type { CodeRequest } from './highlighter.js';

/** How a site's code blocks are read (themeConfig.prism). */
export interface CodeReading {
  readonly magicComments: readonly MagicCommentConfig[];
  readonly defaultLanguage?: string;
}

/** `ts{1,3}` (no space before the braces) is a language followed by meta. */
export function languageAndMeta({ written, meta }: { written: string | undefined; meta: string }): { lang?: string; meta: string } {
  if (!written) return { meta };
  const brace = written.indexOf('{');
  return brace > 0 ? { lang: written.slice(0, brace), meta: `${written.slice(brace)} ${meta}`.trim() } : { lang: written, meta };
}

const PROBLEMS = {
  'range-without-magic-comments':
    'the line range of the code block marks nothing: themeConfig.prism.magicComments is empty, and ranges take the class of its first entry.',
  'unclosed-block':
    'a magic comment opens a marked block that no magic comment closes, so none of its lines are marked. Add the closing comment (`highlight-end`).',
} as const;

/** A block read from its language as written, its meta string and its code (with the line break
 * that ends it, as MDX passes it): what to highlight, the container's class names, its title. */
export function readCodeBlock({ lang, meta, code, reading }: { lang: string | undefined; meta: string; code: string; reading: CodeReading }): {
  request: CodeRequest;
  className: string;
  title: string;
  problems: string[];
} {
  const className = lang ? `language-${lang}` : undefined;
  const language = parseLanguage({ className, ...(reading.defaultLanguage ? { defaultLanguage: reading.defaultLanguage } : {}) });
  const lines = parseLines(code, { metastring: meta, language, magicComments: reading.magicComments });
  const lineNumbersStart = getLineNumbersStart({ showLineNumbers: undefined, metastring: meta });
  const request: CodeRequest = {
    lang: language,
    code: lines.code,
    lineClassNames: lines.lineClassNames,
    ...(lineNumbersStart !== undefined ? { lineNumbersStart } : {}),
  };
  return {
    request,
    className: ensureLanguageClassName({ className, language }),
    title: parseCodeBlockTitle(meta),
    problems: lines.problems.map((problem) => PROBLEMS[problem]),
  };
}
