// Shiki colours a block in two themes by tokenizing it twice, once per theme. The grammar's work,
// its regular expressions and most of the cost, is the same both times: only the style each token's
// scopes look up differs. Here the grammar runs once per line, under a theme that stands for the
// pair: each scope path gets one colour id naming both themes' styles at once. Each theme's pass
// then reads its own style back from that id, and Shiki's own code does the rest (cutting tokens
// where either theme's style changes, the HTML), so the bytes are Shiki's; the tests compare them.
//
// What this relies on in vscode-textmate (pinned with shiki): a grammar asks its repository's theme
// for the style of every scope path it pushes (`themeProvider.themeMatch`, `getDefaults`), a token's
// attributes keep its parent's where a theme leaves a field unset, and a token's colour id is 9 bits.
import type { Highlighter } from 'shiki';
import type * as ShikiCore from 'shiki/core';

type Hast = ReturnType<typeof ShikiCore.codeToHast>;
type Primitive = Parameters<typeof ShikiCore.codeToHast>[0];

/** A theme's answer for a scope path: -1 font style and 0 colours leave the parent's. */
interface Style {
  readonly fontStyle: number;
  readonly foregroundId: number;
  readonly backgroundId: number;
}

/** vscode-textmate's scope path: the scope and the path above it. */
interface ScopePath {
  readonly parent: ScopePath | null;
  readonly scopeName: string;
}

interface TextmateTheme {
  match(path: ScopePath | null): Style | null;
  getDefaults(): Style;
}

/** The grammar's repository (vscode-textmate's SyncRegistry): the theme every scope lookup asks. */
interface ThemeProvider {
  readonly _theme: TextmateTheme;
  setTheme(theme: TextmateTheme): void;
}

interface LineResult {
  readonly tokens: Uint32Array;
  readonly ruleStack: unknown;
  readonly stoppedEarly: boolean;
}

interface Grammar {
  readonly themeProvider: ThemeProvider;
  tokenizeLine2(line: string, state: unknown, timeLimit?: number): LineResult;
}

/** Language id, token type and bracket bits of a token's attributes: the grammar's, not a theme's. */
const GRAMMAR_BITS = 0b111_1111_1111;
const FONT_STYLE_OFFSET = 11;
const FOREGROUND_OFFSET = 15;
const BACKGROUND_OFFSET = 24;
/** Colour ids have 9 bits, and 0 means "unset". */
const MAX_PAIRS = 511;

/** A block whose scopes take more pairs of styles than a colour id can name: it is highlighted twice. */
class TooManyStyles extends Error {}

const merged = (parent: Style, own: Style | null): Style =>
  own === null
    ? parent
    : {
        fontStyle: own.fontStyle === -1 ? parent.fontStyle : own.fontStyle,
        foregroundId: own.foregroundId === 0 ? parent.foregroundId : own.foregroundId,
        backgroundId: own.backgroundId === 0 ? parent.backgroundId : own.backgroundId,
      };

/**
 * The theme the grammar runs under: for a scope path, one colour id for the styles the two themes
 * give it, each theme's style being what the grammar would have made of that theme alone (its
 * match, else its parent path's). One per block, so its ids never run out across a site.
 */
class PairTheme {
  private readonly effective = new WeakMap<ScopePath, readonly [Style, Style]>();
  private readonly ids = new Map<string, Style>();
  /** By colour id: each theme's style. */
  readonly pairs: (readonly [Style, Style])[] = [];

  constructor(private readonly themes: readonly [TextmateTheme, TextmateTheme]) {}

  getDefaults(): Style {
    return this.idOf([this.themes[0].getDefaults(), this.themes[1].getDefaults()]);
  }

  match(path: ScopePath | null): Style {
    return this.idOf(this.effectiveOf(path));
  }

  private effectiveOf(path: ScopePath | null): readonly [Style, Style] {
    if (path === null) return [this.themes[0].getDefaults(), this.themes[1].getDefaults()];
    const known = this.effective.get(path);
    if (known) return known;
    const parent = this.effectiveOf(path.parent);
    const styles = [merged(parent[0], this.themes[0].match(path)), merged(parent[1], this.themes[1].match(path))] as const;
    this.effective.set(path, styles);
    return styles;
  }

  private idOf(styles: readonly [Style, Style]): Style {
    const key = `${styles[0].fontStyle} ${styles[0].foregroundId} ${styles[0].backgroundId} ${styles[1].fontStyle} ${styles[1].foregroundId} ${styles[1].backgroundId}`;
    let style = this.ids.get(key);
    if (!style) {
      if (this.pairs.length >= MAX_PAIRS) throw new TooManyStyles();
      this.pairs.push(styles);
      // Font style 0 and background 0 are the same for every id: only the id tells tokens apart.
      style = { fontStyle: 0, foregroundId: this.pairs.length, backgroundId: 0 };
      this.ids.set(key, style);
    }
    return style;
  }

  /** A token's attributes as the grammar would have made them under one theme of the pair. */
  attributesIn(attributes: number, theme: 0 | 1): number {
    const style = (this.pairs[(attributes >>> FOREGROUND_OFFSET) - 1] as readonly [Style, Style])[theme];
    return (
      ((attributes & GRAMMAR_BITS) |
        (style.fontStyle << FONT_STYLE_OFFSET) |
        (style.foregroundId << FOREGROUND_OFFSET) |
        (style.backgroundId << BACKGROUND_OFFSET)) >>>
      0
    );
  }
}

/**
 * Shiki's primitive for one block, seen through a lens: its grammar tokenizes each line once, under
 * the pair's theme, and each theme's pass gets that line's tokens in its own styles.
 */
function pairedPrimitive({ primitive, lang, names }: { primitive: Primitive; lang: string; names: readonly [string, string] }): Primitive {
  const grammar = primitive.getLanguage(lang) as unknown as Grammar;
  const provider = grammar.themeProvider;
  const themeOf = (name: string): TextmateTheme => {
    primitive.setTheme(name);
    return provider._theme;
  };
  // Through Shiki's setTheme, so that Shiki's idea of the registry's theme stays true; the pair's
  // theme is set only around each line's tokenization, and taken off again.
  const second = themeOf(names[1]);
  const pair = new PairTheme([themeOf(names[0]), second]);
  const lines: { line: string; state: unknown; result: LineResult }[] = [];
  let theme: 0 | 1 | undefined;
  let index = 0;
  const tokenizeLine2 = (line: string, state: unknown, timeLimit?: number): LineResult => {
    if (theme === undefined) return grammar.tokenizeLine2(line, state, timeLimit);
    let known = lines[index];
    if (!known || known.line !== line || known.state !== state) {
      const kept = provider._theme;
      provider.setTheme(pair as unknown as TextmateTheme);
      try {
        known = { line, state, result: grammar.tokenizeLine2(line, state, timeLimit) };
      } finally {
        provider.setTheme(kept);
      }
      lines[index] = known;
    }
    index += 1;
    const { tokens, ruleStack, stoppedEarly } = known.result;
    const own = new Uint32Array(tokens.length);
    for (let at = 0; at < tokens.length; at += 2) {
      own[at] = tokens[at] as number;
      own[at + 1] = pair.attributesIn(tokens[at + 1] as number, theme);
    }
    return { tokens: own, ruleStack, stoppedEarly };
  };
  const lens = Object.create(grammar, { tokenizeLine2: { value: tokenizeLine2 } }) as Grammar;
  return {
    ...primitive,
    setTheme: (name: Parameters<Primitive['setTheme']>[0]) => {
      theme = name === names[0] ? 0 : name === names[1] ? 1 : undefined;
      index = 0;
      return primitive.setTheme(name);
    },
    getLanguage: (name: Parameters<Primitive['getLanguage']>[0]) => {
      const found = primitive.getLanguage(name);
      return (found === (grammar as unknown) ? lens : found) as ReturnType<Primitive['getLanguage']>;
    },
  };
}

/**
 * `highlighter.codeToHast(code, options)` for options with a light and a dark theme, tokenizing
 * each line once for both. Blocks it cannot take that way go to Shiki as they are.
 */
export function codeToHastPaired({
  core: { codeToHast, isPlainLang },
  highlighter,
  code,
  options,
}: {
  /** Shiki's core module, which the highlighter loads with Shiki (a build without code never does). */
  core: typeof ShikiCore;
  highlighter: Highlighter;
  code: string;
  options: Parameters<Highlighter['codeToHast']>[1] & { readonly lang: string; readonly themes: { readonly light: string; readonly dark: string } };
}): Hast {
  const primitive = highlighter.getInternalContext() as unknown as Primitive;
  const lang = primitive.resolveLangAlias(options.lang);
  if (isPlainLang(lang) || lang === 'ansi') return highlighter.codeToHast(code, options);
  try {
    return codeToHast(pairedPrimitive({ primitive, lang, names: [options.themes.light, options.themes.dark] }), code, options);
  } catch (error) {
    if (error instanceof TooManyStyles) return highlighter.codeToHast(code, options);
    throw error;
  }
}
