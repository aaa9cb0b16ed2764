// The description of a page without one in its front matter, as Docusaurus makes it: the first
// line of the Markdown source that still says something once Markdown and HTML are stripped from
// it by patterns (not parsed). Headings count (an h2 right after the title is the description),
// h1 lines, imports and exports, code blocks and admonition fences do not. Working on the source,
// before any plugin runs, gives the same text Docusaurus shows, its quirks included: `{{NAME}}`
// loses its inner braces, a `<head>` block's title text becomes the description.

/** Each step rewrites one source line; they run in this order. */
const LINE_STEPS: readonly (readonly [RegExp, string])[] = [
  [/<[^>]*>/g, ''], // HTML tags, comments on one line
  [/^#[^#]+#?/gm, ''], // a title (h1) line
  [/^#{1,6}\s*([^#]*)\s*#{0,6}/gm, '$1'], // other headings keep their text
  [/([*_]{1,3})(.*?)\1/g, '$2'], // emphasis
  [/~~(\S.*\S)~~/g, '$1'], // strikethrough
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'], // images keep their alt text
  [/\[\^.+?\](?:: .*$)?/g, ''], // footnote references and definitions
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // links keep their text
  [/`(.+?)`/g, '$1'], // inline code
  [/^\s{0,3}>\s?/g, ''], // a block quote's marker
  [/:::.*/, ''], // an admonition's fence
  [/\s?:(?:::|[^:\n])+:/g, ''], // emoji shortcodes
  [/\{#*[\w-]+\}/, ''], // a heading's custom id
];

const FENCE = /^\s*(```|~~~)/;
const MODULE_LINE = /^(?:import|export)\s/;

/** The first line of `body` (a page's Markdown after its front matter) that says something, stripped; '' when none does. */
export function sourceExcerpt(body: string): string {
  let inCode = false;
  for (const line of body.split(/\r?\n/)) {
    if (!line.trim()) continue;
    if (FENCE.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (inCode || MODULE_LINE.test(line)) continue;
    const text = LINE_STEPS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), line).trim();
    if (text) return text;
  }
  return '';
}
