// Code colours (themeConfig.prism): Docusaurus's prism settings, read the same way. A Docusaurus
// config gives prism-react-renderer theme objects (palenight when it gives none, as Docusaurus
// does); docgen's own config defaults to the two themes below, GitHub's colours chosen for 4.5:1
// contrast on their backgrounds and on a highlighted line.
import type { PrismTheme } from '../../runtime/shared/prism-theme.js';
import { DEFAULT_MAGIC_COMMENTS, type MagicCommentConfig } from '../../runtime/shared/code-block.js';

/** What highlighting a site's code needs: the light theme, written into the HTML; the dark one,
 * applied by a stylesheet; the languages added to Prism's own; the magic comments. */
export interface PrismConfig {
  readonly theme: PrismTheme;
  readonly darkTheme?: PrismTheme;
  readonly additionalLanguages: readonly string[];
  readonly magicComments: readonly MagicCommentConfig[];
  readonly defaultLanguage?: string;
}

const style = (color: string, extra: Record<string, string> = {}) => ({ color, ...extra });

/** GitHub's light colours, each 4.5:1 or more on #f6f8fa. */
export const DOCGEN_LIGHT_THEME: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: style('#57606a', { fontStyle: 'italic' }) },
    { types: ['namespace'], style: { opacity: 0.85 } },
    { types: ['string', 'attr-value', 'char', 'regex', 'url'], style: style('#0a3069') },
    { types: ['punctuation', 'operator'], style: style('#1f2328') },
    { types: ['number', 'boolean', 'constant', 'symbol', 'property', 'entity', 'inserted', 'variable'], style: style('#0550ae') },
    { types: ['keyword', 'atrule', 'selector', 'important', 'deleted'], style: style('#cf222e') },
    { types: ['function', 'class-name', 'builtin'], style: style('#8250df') },
    { types: ['tag'], style: style('#116329') },
    { types: ['attr-name', 'parameter'], style: style('#953800') },
  ],
};

/** GitHub's dark colours, each 4.5:1 or more on #161b22. */
export const DOCGEN_DARK_THEME: PrismTheme = {
  plain: { color: '#e6edf3', backgroundColor: '#161b22' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: style('#8b949e', { fontStyle: 'italic' }) },
    { types: ['namespace'], style: { opacity: 0.85 } },
    { types: ['string', 'attr-value', 'char', 'regex', 'url'], style: style('#a5d6ff') },
    { types: ['punctuation', 'operator'], style: style('#e6edf3') },
    { types: ['number', 'boolean', 'constant', 'symbol', 'property', 'entity', 'inserted', 'variable'], style: style('#79c0ff') },
    { types: ['keyword', 'atrule', 'selector', 'important', 'deleted'], style: style('#ff7b72') },
    { types: ['function', 'class-name', 'builtin'], style: style('#d2a8ff') },
    { types: ['tag'], style: style('#7ee787') },
    { types: ['attr-name', 'parameter'], style: style('#ffa657') },
  ],
};

export const DEFAULT_PRISM: PrismConfig = {
  theme: DOCGEN_LIGHT_THEME,
  darkTheme: DOCGEN_DARK_THEME,
  additionalLanguages: [],
  magicComments: DEFAULT_MAGIC_COMMENTS,
};

/** What compiling code needs of the config: everything but the dark theme, which only the
 * stylesheet reads (a change to it compiles nothing again). */
export const codeOptionsOf = ({ darkTheme: _dark, ...compile }: PrismConfig): Omit<PrismConfig, 'darkTheme'> => compile;
