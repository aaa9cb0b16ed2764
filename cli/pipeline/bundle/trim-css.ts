// The theme's stylesheet trimmed to what a site can use. Infima and the theme's components bring
// rules for every class Docusaurus's markup may have (a grid of 12 columns, spacing in five sizes
// and six directions, every colour of buttons, badges and alerts); a site's pages use a few of
// them. PurgeCSS keeps the rules whose selectors can match something the client code (the theme,
// the site's components, MDX modules) or the pages' content (rehype-class-names.ts) names. A
// class the code builds from a prefix (`alert--${type}`) keeps every rule of that prefix. The
// site's own CSS is not trimmed: it comes after the theme's (theme-css.ts marks the border) and
// may style what docgen cannot see (classes set by scripts of its own, static HTML files).
import { PurgeCSS } from 'purgecss';

/** The rule theme-css.ts puts after the theme's stylesheets: what comes after it is the site's. */
export const THEME_END_RULE = '.docgen-theme-end{--docgen-theme-end:0}';

/** Names the HTML document around the app can have (render/html-document.ts, its inline scripts),
 * which no client module spells out. */
const DOCUMENT_NAMES = ['html', 'body', 'data-theme', 'data-theme-choice', 'data-announcement-bar-initially-dismissed', 'true', 'dark', 'light'];

const WORDS = /[A-Za-z0-9_-]+/g;
const words = (text: string): string[] => text.match(WORDS) ?? [];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Prefixes a class may be built from: words of the code that end where a name goes on (`alert--`). */
function builtPrefixes(scripts: readonly string[]): RegExp[] {
  const prefixes = new Set<string>();
  for (const script of scripts) for (const word of words(script)) if (word.length > 2 && /[-_]$/.test(word) && /[A-Za-z]/.test(word)) prefixes.add(word);
  return [...prefixes].sort().map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`));
}

/**
 * `css`, an entry's minified stylesheet with THEME_END_RULE in it: the theme's part trimmed to what
 * `scripts` (the client's JavaScript) and `contentNames` (tag and class names of every page) can
 * use, the site's part as it is.
 */
export async function trimThemeCss({
  css,
  scripts,
  contentNames,
}: {
  css: string;
  scripts: readonly string[];
  contentNames: readonly string[];
}): Promise<string> {
  const end = css.indexOf(THEME_END_RULE);
  if (end < 0) throw new Error('docgen bug: the theme stylesheet has lost its end marker');
  const [result] = await new PurgeCSS().purge({
    content: [...scripts.map((raw) => ({ raw, extension: 'js' })), { raw: [...contentNames, ...DOCUMENT_NAMES].join(' '), extension: 'txt' }],
    css: [{ raw: css.slice(0, end) }],
    defaultExtractor: words,
    safelist: { standard: builtPrefixes(scripts) },
  });
  return `${result?.css ?? ''}${css.slice(end + THEME_END_RULE.length)}`;
}
