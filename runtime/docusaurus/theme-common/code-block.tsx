// Code blocks in @docusaurus/theme-common: how a block's props are read (shared/code-block.ts, the
// build reads fenced code the same way), its context, and its colours. docgen highlights at build
// time only, so a block's tokens are given to it (`tokens`, made by the build) or its lines are
// plain text; and the colours written inline are always the light theme's, dark mode's coming
// from a stylesheet the build makes (`useInlinePrismTheme`). Docusaurus's `usePrismTheme`, the
// theme of the mode shown, is prism-theme-hook.ts (apart, so that pages which never call it do
// not carry the colour mode's module).
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  ensureLanguageClassName,
  getLineNumbersStart,
  parseCodeBlockTitle,
  parseLanguage as languageOf,
  parseLines,
  type CodeLineClassNames,
  type MagicCommentConfig,
} from '../../shared/code-block.js';
import { prismCssVariables, type CodeToken, type PrismTheme } from '../../shared/prism-theme.js';
import { useThemeConfig } from './theme-config.js';
import type { WordWrap } from './code-word-wrap.js';
import { ReactContextError } from './utils.js';

export { containsLineNumbers, getLineNumbersStart, parseClassNameLanguage as parseLanguage, parseCodeBlockTitle, parseLines } from '../../shared/code-block.js';
export type { CodeToken, MagicCommentConfig, PrismTheme };

export interface CodeBlockMetadata {
  /** The code as given, magic comments included. */
  readonly codeInput: string;
  /** The code as shown. */
  readonly code: string;
  /** The block's class names, `language-*` always among them. */
  readonly className: string;
  readonly language: string;
  readonly title: ReactNode;
  readonly lineNumbersStart: number | undefined;
  readonly lineClassNames: CodeLineClassNames;
  /** docgen: the lines as Prism tokenized them at build time; plain text lines without them. */
  readonly tokens?: readonly (readonly CodeToken[])[];
}

export function createCodeBlockMetadata(params: {
  code: string;
  className: string | undefined;
  language: string | undefined;
  defaultLanguage: string | undefined;
  metastring: string | undefined;
  magicComments: readonly MagicCommentConfig[];
  title: ReactNode;
  showLineNumbers: boolean | number | undefined;
  tokens?: readonly (readonly CodeToken[])[];
}): CodeBlockMetadata {
  const language = languageOf({
    ...(params.language !== undefined ? { language: params.language } : {}),
    ...(params.className !== undefined ? { className: params.className } : {}),
    ...(params.defaultLanguage !== undefined ? { defaultLanguage: params.defaultLanguage } : {}),
  });
  const { code, lineClassNames } = parseLines(params.code, { metastring: params.metastring, language, magicComments: params.magicComments });
  return {
    codeInput: params.code,
    code,
    className: ensureLanguageClassName({ className: params.className, language }),
    language,
    title: parseCodeBlockTitle(params.metastring) || params.title,
    lineNumbersStart: getLineNumbersStart({ showLineNumbers: params.showLineNumbers, metastring: params.metastring }),
    lineClassNames,
    ...(params.tokens ? { tokens: params.tokens } : {}),
  };
}

/** The container's `--prism-color` and `--prism-background-color`. */
export const getPrismCssVariables = (theme: PrismTheme): CSSProperties => prismCssVariables(theme);

/** The theme the page's code colours are written in: the light one (see the top of this file). */
/** The light theme, whose colours docgen's code blocks write inline in both modes. */
export function useInlinePrismTheme(): PrismTheme {
  return useThemeConfig().prism.theme;
}

interface CodeBlockContextValue {
  readonly metadata: CodeBlockMetadata;
  readonly wordWrap: WordWrap;
}

const CodeBlockContext = /* @__PURE__ */ createContext<CodeBlockContextValue | null>(null);

export function CodeBlockContextProvider({ metadata, wordWrap, children }: CodeBlockContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ metadata, wordWrap }), [metadata, wordWrap]);
  return <CodeBlockContext.Provider value={value}>{children}</CodeBlockContext.Provider>;
}

export function useCodeBlockContext(): CodeBlockContextValue {
  const value = useContext(CodeBlockContext);
  if (value === null) throw new ReactContextError('CodeBlockContextProvider');
  return value;
}
