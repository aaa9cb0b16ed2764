// Shiki colours a block in two themes by tokenizing it twice, once per theme. The grammar's work,
// its regular expressions and most of the cost, is the same both times: only the style each token's
// scopes look up differs. Here the grammar runs once per line, under a theme that stands for the
// pair: each scope path gets one colour id naming both themes' styles at once. Each theme's pass
// then reads its own style back from that id, and Shiki's own code does the rest (cutting tokens
// where either theme's style changes, the HTML), so the bytes are Shiki's; the tests compare them.
//
// A thread also remembers the lines each grammar tokenized, by the line's text and the state it
// started in: code on a documentation site repeats itself (the same imports, headers and calls on
// page after page), and a line met again in the same state gives the same tokens and next state.
// On the ZELF docs two lines of three are ones met before.
//
// What this relies on in vscode-textmate (pinned with shiki): a grammar asks its repository's theme
// for the style of every scope path it pushes (`themeProvider.themeMatch`, `getDefaults`), a token's
// attributes keep its parent's where a theme leaves a field unset, a token's colour id is 9 bits,
// and a line's tokens and next state depend only on the grammar, the line and the state's frames
// (rule, end rule, whether the begin captured the line's end, scope lists): the positions a state
// also holds are reset before each line.
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

/** vscode-textmate's scope list of a state frame: a scope path and its token attributes. */
interface ScopeList {
  readonly scopePath: { toString(): string };
  readonly tokenAttributes: number;
}

/** vscode-textmate's StateStackImpl, the state a line starts in: a stack of frames. */
interface State {
  readonly parent: State | null;
  readonly ruleId: number;
  readonly endRule: string | null;
  readonly beginRuleCapturedEOL: boolean;
  readonly nameScopesList: ScopeList | null;
  readonly contentNameScopesList: ScopeList | null;
}

interface LineResult {
  readonly tokens: Uint32Array;
  readonly ruleStack: State;
  readonly stoppedEarly: boolean;
}

interface Grammar {
  readonly themeProvider: ThemeProvider;
  tokenizeLine2(line: string, state: State | null, timeLimit?: number): LineResult;
}

/** Language id, token type and bracket bits of a token's attributes: the grammar's, not a theme's. */
const GRAMMAR_BITS = 0b111_1111_1111;
const FONT_STYLE_OFFSET = 11;
const FOREGROUND_OFFSET = 15;
const BACKGROUND_OFFSET = 24;
/** Colour ids have 9 bits, and 0 means "unset". */
const MAX_PAIRS = 511;
/** Lines a grammar's memory holds in one thread before it starts again empty. */
const MAX_LINES = 50_000;

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
 * match, else its parent path's). One per grammar and pair of themes in a thread, with the lines
 * tokenized under it; when its ids run out, the grammar starts again with a new one.
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

/** What a grammar's blocks share in one thread: the pair's theme and the lines tokenized under it. */
class GrammarMemory {
  /** Line results by state id and line text. */
  private lines = new Map<string, LineResult>();
  /** A small number for each distinct state, by its frames; states met are kept by identity too. */
  private stateIds = new Map<string, number>();
  private idOfState = new WeakMap<State, number>();

  constructor(readonly pair: PairTheme) {}

  /** The line's result in this state, tokenizing it under the pair's theme when it is new. */
  tokenize(line: string, state: State | null, run: () => LineResult): LineResult {
    const known = this.lines.get(this.keyOf(line, state));
    if (known) return known;
    const result = run();
    if (result.stoppedEarly) return result;
    if (this.lines.size >= MAX_LINES) {
      // Ids and lines start again together: an id is only ever one state's.
      this.lines = new Map();
      this.stateIds = new Map();
      this.idOfState = new WeakMap();
    }
    this.lines.set(this.keyOf(line, state), result);
    return result;
  }

  private keyOf(line: string, state: State | null): string {
    return `${this.idOf(state)}\n${line}`;
  }

  /** The id of a state by its frames, each frame by its rule, end rule, captured line end and scopes. */
  private idOf(state: State | null): number {
    if (state === null) return 0;
    const known = this.idOfState.get(state);
    if (known !== undefined) return known;
    const scopes = (list: ScopeList | null) => (list ? `${list.scopePath.toString()}#${list.tokenAttributes}` : '');
    const frame = [
      this.idOf(state.parent),
      state.ruleId,
      state.beginRuleCapturedEOL ? 1 : 0,
      scopes(state.nameScopesList),
      scopes(state.contentNameScopesList),
      state.endRule ?? '',
    ].join('\u0000');
    let id = this.stateIds.get(frame);
    if (id === undefined) {
      id = this.stateIds.size + 1;
      this.stateIds.set(frame, id);
    }
    this.idOfState.set(state, id);
    return id;
  }
}

/** Each grammar's memory in this thread, by the pair of theme names (pairKey). */
const memories = new WeakMap<Grammar, Map<string, GrammarMemory>>();
const pairKey = (names: readonly [string, string]) => names.join('\n');

/**
 * Shiki's primitive for one block, seen through a lens: its grammar tokenizes each line once, under
 * the pair's theme (or not at all when the thread met the line in that state before), and each
 * theme's pass gets that line's tokens in its own styles.
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
  const first = themeOf(names[0]);
  const byNames = memories.get(grammar) ?? new Map<string, GrammarMemory>();
  memories.set(grammar, byNames);
  const memory = byNames.get(pairKey(names)) ?? new GrammarMemory(new PairTheme([first, second]));
  byNames.set(pairKey(names), memory);
  const { pair } = memory;
  const lines: { line: string; state: State | null; result: LineResult }[] = [];
  let theme: 0 | 1 | undefined;
  let index = 0;
  const tokenizeLine2 = (line: string, state: State | null, timeLimit?: number): LineResult => {
    if (theme === undefined) return grammar.tokenizeLine2(line, state, timeLimit);
    let known = lines[index];
    if (!known || known.line !== line || known.state !== state) {
      const result = memory.tokenize(line, state, () => {
        const kept = provider._theme;
        provider.setTheme(pair as unknown as TextmateTheme);
        try {
          return grammar.tokenizeLine2(line, state, timeLimit);
        } finally {
          provider.setTheme(kept);
        }
      });
      known = { line, state, result };
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
  const names = [options.themes.light, options.themes.dark] as const;
  try {
    return codeToHast(pairedPrimitive({ primitive, lang, names }), code, options);
  } catch (error) {
    if (!(error instanceof TooManyStyles)) throw error;
    // The ids ran out: this block is Shiki's, and the grammar's next block starts a new pair.
    memories.get(primitive.getLanguage(lang) as unknown as Grammar)?.delete(pairKey(names));
    return highlighter.codeToHast(code, options);
  }
}
