// Code colours as Docusaurus gives them: a prism-react-renderer theme ({ plain, styles }) turned
// into the inline styles of a code block's <pre>, lines and tokens. The build writes them into
// the HTML of fenced code (cli/content/code/) and the theme's CodeBlock components write the same
// from the same tokens, so a block reads alike whichever made it. Only the light theme is written
// inline, as Docusaurus's pre-rendered pages have it; dark mode's colours come from a stylesheet
// (cli/content/code/dark-css.ts), not from rendering again.
import type { CSSProperties } from 'react';

/** A style of a prism-react-renderer theme: CSS properties in React's camelCase. */
export type PrismStyle = Readonly<Record<string, string | number | undefined>>;

/** A prism-react-renderer theme, as `themeConfig.prism.theme` holds it. */
export interface PrismTheme {
  readonly plain: PrismStyle;
  readonly styles: readonly { readonly types: readonly string[]; readonly languages?: readonly string[]; readonly style: PrismStyle }[];
}

/** One token of a highlighted line: its Prism types, outermost first, and its text. `empty` marks
 * the token of an empty line. */
export interface CodeToken {
  readonly types: readonly string[];
  readonly content: string;
  readonly empty?: boolean;
}

/** A theme's styles by token type for one language; `root` styles the <pre>, `plain` the lines. */
export type ThemeDictionary = Readonly<Record<string, PrismStyle | undefined>> & { readonly root: PrismStyle; readonly plain: PrismStyle };

const dictionaries = new WeakMap<PrismTheme, Map<string, ThemeDictionary>>();

/** The theme's style of each token type in `language`: entries limited to other languages are
 * left out, and a type named by several entries takes each one's properties in turn. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const byLanguage = dictionaries.get(theme) ?? new Map<string, ThemeDictionary>();
  dictionaries.set(theme, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const styles: Record<string, PrismStyle> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = { ...styles[type], ...entry.style };
  }
  const dictionary = { ...styles, root: theme.plain, plain: { ...theme.plain, backgroundColor: undefined } } as ThemeDictionary;
  byLanguage.set(language, dictionary);
  return dictionary;
}

const INLINE_BLOCK: PrismStyle = { display: 'inline-block' };

/** A token's style: its types' styles in order, later ones winning; a plain token has none but
 * the empty line's `inline-block`, which keeps an empty line one line high. */
export function tokenStyle(dictionary: ThemeDictionary, { types, empty }: Pick<CodeToken, 'types' | 'empty'>): PrismStyle | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? INLINE_BLOCK : undefined;
  // Own entries only: a type named `constructor` (Prism has some) has no style.
  const styleOf = (type: string) => (Object.hasOwn(dictionary, type) ? dictionary[type] : undefined);
  if (types.length === 1 && empty) return styleOf(types[0] as string);
  return Object.assign({}, empty ? INLINE_BLOCK : {}, ...types.map(styleOf));
}

/** `--prism-color` and `--prism-background-color` of the code block's container, from the theme's plain style. */
export function prismCssVariables(theme: PrismTheme): CSSProperties {
  const names: Readonly<Record<string, string>> = { color: '--prism-color', backgroundColor: '--prism-background-color' };
  const variables: Record<string, string> = {};
  // In the theme's order, as Docusaurus's getPrismCssVariables takes them.
  for (const [key, value] of Object.entries(theme.plain)) if (names[key] && typeof value === 'string') variables[names[key]] = value;
  return variables as CSSProperties;
}

// Properties React writes numbers to without a unit (its list, as far as code themes use CSS).
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'zoom', 'order', 'flex', 'flexGrow', 'flexShrink', 'fillOpacity', 'strokeOpacity']);

/** A CSS property name as a style attribute writes it: `backgroundColor` -> `background-color`. */
export const cssPropertyName = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^ms-/, '-ms-');

/** A style object as React's server renderer writes the `style` attribute: empty values left out,
 * numbers in px where the property takes a length, `;` between declarations. */
export function styleText(style: Readonly<Record<string, unknown>> | undefined): string {
  if (!style) return '';
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    const text = typeof value === 'number' && value !== 0 && !name.startsWith('--') && !UNITLESS.has(name) ? `${value}px` : String(value).trim();
    declarations.push(`${cssPropertyName(name)}:${text}`);
  }
  return declarations.join(';');
}
