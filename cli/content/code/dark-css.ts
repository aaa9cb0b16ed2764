// Dark mode's code colours as a stylesheet. Docusaurus renders its code blocks again in the
// browser when the mode changes, with the dark theme's inline styles; docgen's HTML holds the
// light theme's only, exactly as Docusaurus's pre-rendered page does, and these rules give the
// same computed colours under [data-theme='dark'] without touching that HTML or running anything:
//
// - the container's `--prism-*` variables, the <pre>'s and each line's colours, from the dark
//   theme's plain style, `!important` so that they win over the inline light ones;
// - per token type, first a rule that unsets what the light theme sets for that type, then one
//   that sets what the dark theme sets (a token's style is its types' styles merged in order);
// - where that cascade (rules in a fixed order) gives a list of types another style than the
//   merge in the token's order, a rule for that exact class attribute. The lists are those the
//   site's Prism grammars can produce, walked from the grammars themselves, so the stylesheet
//   depends on the config alone (themes and languages), not on the pages.
//
// A theme's entries for one language only (vsDark's `markup`) get rules under that language's
// `.language-*` class. Tokens a language's hooks make outside its grammar get the per-type rules.
import {
  themeDictionary,
  cssPropertyName,
  styleText,
  tokenStyle,
  prismCssVariables,
  type PrismStyle,
  type PrismTheme,
} from '../../../runtime/shared/prism-theme.js';
import { prismWith, type Prism } from './prism.js';

type Declarations = Record<string, string>;

const MAX_DEPTH = 3;
const DARK = "[data-theme='dark']";

/** Every list of token types the grammars can give a token, nesting up to MAX_DEPTH tokens deep. */
function typeLists(prism: Prism): string[][] {
  const found = new Map<string, string[]>();
  const walk = (grammar: Readonly<Record<string, unknown>>, outer: readonly string[], depth: number) => {
    const entries = Object.entries(grammar);
    const rest = grammar.rest;
    if (typeof rest === 'object' && rest !== null) entries.push(...Object.entries(rest as Record<string, unknown>));
    for (const [name, value] of entries) {
      if (name === 'rest') continue;
      for (const pattern of Array.isArray(value) ? value : [value]) {
        let types = outer.at(-1) === name ? [...outer] : [...outer, name];
        const { alias, inside } = (pattern instanceof RegExp ? {} : (pattern ?? {})) as { alias?: string | string[]; inside?: Record<string, unknown> };
        if (alias) types = types.at(-1) === alias ? types : types.concat(alias);
        found.set(types.join(' '), types);
        if (inside && depth < MAX_DEPTH) walk(inside, types, depth + 1);
      }
    }
  };
  for (const grammar of Object.values(prism.languages)) if (typeof grammar === 'object' && grammar !== null) walk(grammar as Record<string, unknown>, [], 1);
  return [...found.values()];
}

/**
 * An order of the types' dark rules in which, as far as it can be, the rule that comes last among
 * a list's types setting a property is that of the list's last type setting it, as in the merge:
 * each list asks for its last setter of each property to follow the others (where their values
 * differ), and the types are placed taking first one with no such asks pending, else the one with
 * fewest (lists whose order then cannot hold get an exact rule).
 */
function setOrder({
  types,
  lists,
  styles,
}: {
  types: readonly string[];
  lists: readonly string[][];
  styles: Readonly<Record<string, PrismStyle | undefined>>;
}): Map<string, number> {
  const before = new Map<string, Map<string, number>>(types.map((type) => [type, new Map()]));
  const styleOf = (type: string) => (Object.hasOwn(styles, type) ? styles[type] : undefined);
  for (const list of lists) {
    const setters = new Map<string, string[]>();
    for (const type of list) for (const name of Object.keys(styleOf(type) ?? {})) setters.set(name, [...(setters.get(name) ?? []), type]);
    for (const [name, setting] of setters) {
      const last = setting.at(-1) as string;
      for (const other of setting) {
        if (other === last || styleOf(other)?.[name] === styleOf(last)?.[name]) continue;
        const asks = before.get(last);
        asks?.set(other, (asks.get(other) ?? 0) + 1);
      }
    }
  }
  const order = new Map<string, number>();
  const pending = (type: string) => [...(before.get(type) ?? [])].reduce((sum, [other, count]) => sum + (order.has(other) ? 0 : count), 0);
  while (order.size < types.length) {
    let next: string | undefined;
    let fewest = Infinity;
    for (const type of types) {
      if (order.has(type)) continue;
      const asks = pending(type);
      if (asks < fewest || (asks === fewest && next !== undefined && type < next)) [next, fewest] = [type, asks];
    }
    order.set(next as string, order.size);
  }
  return order;
}

/** The declarations that make an element with the light style `light` look as with `dark`. */
function override(light: PrismStyle | undefined, dark: PrismStyle | undefined): Declarations {
  const declarations: Declarations = {};
  for (const name of Object.keys(light ?? {})) if (light?.[name] !== undefined) declarations[name] = 'unset';
  for (const [name, value] of Object.entries(dark ?? {})) {
    const text = styleText({ [name]: value });
    if (text) declarations[name] = text.slice(text.indexOf(':') + 1);
  }
  return declarations;
}

const rule = (selector: string, declarations: Declarations) => {
  const body = Object.entries(declarations)
    .map(([name, value]) => `${cssPropertyName(name)}:${value}!important`)
    .join(';');
  return body ? `${selector}{${body}}` : '';
};

const escapeClass = (name: string) => name.replace(/[^\w-]/g, (character) => `\\${character}`);

/** The rules of one language's dictionaries (or every language's, `scope` ''). */
function tokenRules({ light, dark, lists, scope }: { light: PrismTheme; dark: PrismTheme; lists: readonly string[][]; scope: string }): string[] {
  const language = scope.replace(/^\.language-/, '') || '\u0000';
  const [lightStyles, darkStyles] = [themeDictionary(light, language), themeDictionary(dark, language)];
  const types = [...new Set([...Object.keys(lightStyles), ...Object.keys(darkStyles)])].filter((type) => type !== 'root' && type !== 'plain');
  const order = setOrder({ types, lists, styles: darkStyles });
  types.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const resets = types.map((type) => ({ type, declarations: override(lightStyles[type], undefined) }));
  const sets = types.map((type) => ({ type, declarations: override(undefined, darkStyles[type]) }));
  const cascade = [...resets, ...sets];
  const prefix = `${DARK} ${scope ? `${scope} ` : ''}.token`;
  const rules = cascade.map(({ type, declarations }) => rule(`${prefix}.${escapeClass(type)}`, declarations));
  for (const list of lists) {
    const wanted = override(tokenStyle(lightStyles, { types: list }), tokenStyle(darkStyles, { types: list }));
    const given: Declarations = {};
    for (const { type, declarations } of cascade) if (list.includes(type)) Object.assign(given, declarations);
    const same = Object.keys({ ...wanted, ...given }).every((name) => wanted[name] === given[name]);
    if (!same) rules.push(rule(`${prefix}[class=${JSON.stringify(['token', ...list].join(' '))}]`, wanted));
  }
  return rules;
}

/** The stylesheet that turns code blocks dark; empty when dark mode shows the light theme. */
export async function darkCodeCss({
  theme,
  darkTheme,
  additionalLanguages,
}: {
  theme: PrismTheme;
  darkTheme?: PrismTheme;
  additionalLanguages: readonly string[];
}): Promise<string> {
  if (!darkTheme || JSON.stringify(darkTheme) === JSON.stringify(theme)) return '';
  const lists = typeLists(await prismWith(additionalLanguages));
  const rules = [
    rule(`${DARK} .theme-code-block`, override(prismCssVariables(theme) as PrismStyle, prismCssVariables(darkTheme) as PrismStyle)),
    rule(`${DARK} .prism-code`, override(theme.plain, darkTheme.plain)),
    rule(`${DARK} .token-line`, override({ ...theme.plain, backgroundColor: undefined }, { ...darkTheme.plain, backgroundColor: undefined })),
    ...tokenRules({ light: theme, dark: darkTheme, lists, scope: '' }),
  ];
  // Entries for one language apply to blocks of that language alone.
  const languages = new Set([theme, darkTheme].flatMap((each) => each.styles.flatMap((entry) => entry.languages ?? [])));
  for (const language of [...languages].sort())
    rules.push(...tokenRules({ light: theme, dark: darkTheme, lists, scope: `.language-${escapeClass(language)}` }));
  return `${rules.filter(Boolean).join('\n')}\n`;
}
