// The placeholders of a compile shared by several locales (compile-source.ts): a link's href or a
// UI string that differs from locale to locale is compiled as a placeholder, and each locale's page
// is the shared result with its own values put in. Where a value would need escaping, or a link
// leads to a page some locales lack, the source is compiled once per locale instead.
import type { VFile } from 'vfile';
import { resolveFromPage } from '../../content/plugins/rehype-links.js';
import { HEADING_LINK_TITLE, headingLinkTitle, pathHref } from './compile-page.js';
import type { CompileContext } from './compile-types.js';

/** UI strings that end up inside compiled content (see pluginOptions); footnote labels too, but
 * a page with footnotes is never shared. */
const CONTENT_STRING = /^theme\.admonition\..+$/;
/** The heading link's title, a template around the heading's text: it goes into content as the
 * parts before and after `{heading}` (see headingLinkTitle). */
// A link's placeholder is a root-relative path, as the hrefs it stands for are (the assets plugin
// leaves those alone); a string's is a word. Both survive HTML, JSX and JSON as they are. A string
// placeholder given a capital (a Markdown copy's admonition label) stands for its value so written.
const PLACEHOLDER = /\/xdocgenl10nh(\d+)x|([xX])docgenl10ns(\d+)x/g;
export const placeholder = { href: (index: number) => `/xdocgenl10nh${index}x`, string: (index: number) => `xdocgenl10ns${index}x` };
/** Values that read the same raw as escaped in HTML text, attributes, JSX and JSON strings. */
export const INERT = /^[^&<>"'`{}$\\\u0000-\u001f\u2028\u2029]*$/;

/** The links of the source being compiled shared: each variant's href per placeholder. */
export interface SharedLinks {
  hrefsByLocale: readonly Readonly<Record<string, string>>[];
  /** Each variant's base for root-absolute links. */
  routeBases: readonly CompileContext['routeBase'][];
  /** Values per variant, by placeholder index (strings first, then link targets). */
  values: string[][];
  /** Target file -> placeholder index. */
  targets: Map<string, number>;
  /** Set when a link's target is a page in some of the locales only. */
  mixed: boolean;
}

declare module 'vfile' {
  interface DataMap {
    /** The shared compile's link state for this file (compiles interleave in one thread). */
    sharedLinks: SharedLinks;
  }
}

function linkState(page: VFile): SharedLinks {
  const state = page.data.sharedLinks;
  if (!state) throw new Error('docgen bug: shared compile without its link state');
  return state;
}

/** The placeholder of a link whose href is `hrefs` in each variant; undefined when it leads nowhere
 * in any, and the source is compiled per locale when it leads somewhere in some only. */
function placeholderOf({ state, target, hrefs }: { state: SharedLinks; target: string; hrefs: readonly (string | undefined)[] }): string | undefined {
  if (hrefs.every((href) => href === undefined)) return undefined;
  if (hrefs.some((href) => href === undefined || !href.startsWith('/') || !INERT.test(href))) {
    state.mixed = true;
    return undefined;
  }
  let index = state.targets.get(target);
  if (index === undefined) {
    index = state.values[0]?.length ?? 0;
    state.targets.set(target, index);
    hrefs.forEach((href, variant) => state.values[variant]?.push(href ?? ''));
  }
  return placeholder.href(index);
}

export function neutralHref(target: string, page: VFile): string | undefined {
  const state = linkState(page);
  return placeholderOf({ state, target, hrefs: state.hrefsByLocale.map((hrefByFile) => hrefByFile[target]) });
}

/** A URL-relative link: resolved against the page's own href in each variant. */
export function neutralRelative(raw: string, page: VFile): string | undefined {
  const state = linkState(page);
  const hrefs = state.hrefsByLocale.map((hrefByFile) => {
    const own = hrefByFile[page.path];
    return own === undefined ? undefined : resolveFromPage(raw, own);
  });
  // Keyed apart from files: a file path is absolute, a relative link never is.
  return placeholderOf({ state, target: `relative:${raw}`, hrefs });
}

/** A root-absolute link to a page: its href in each variant's locale. */
export function neutralPath(path: string, page: VFile): string | undefined {
  const state = linkState(page);
  const hrefs = state.routeBases.map((base) => (base ? pathHref(base, path) : undefined));
  // As written in every locale: nothing to fill in.
  if (hrefs.every((href) => href === path)) return path;
  return placeholderOf({ state, target: `path:${path}`, hrefs });
}

/** The UI strings of a context that compiled content holds, sorted by key. */
export function contentStrings(strings: Readonly<Record<string, string>>): [string, string][] {
  const { before, after } = headingLinkTitle(strings);
  const entries: [string, string][] = [
    ...Object.entries(strings).filter(([key]) => CONTENT_STRING.test(key)),
    [`${HEADING_LINK_TITLE}#before`, before],
    [`${HEADING_LINK_TITLE}#after`, after],
  ];
  return entries.sort(([a], [b]) => (a < b ? -1 : 1));
}

/** Puts each variant's values in place of the placeholders of the shared result. */
/** The value of a placeholder match. */
function valueOf(values: readonly string[], href: string | undefined, initial: string | undefined, string: string | undefined): string {
  const value = values[Number(href ?? string)] ?? '';
  return initial === 'X' ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

export function localize<T>(result: T, values: readonly string[]): T {
  const json = JSON.stringify(result).replace(PLACEHOLDER, (_match, href?: string, initial?: string, string?: string) =>
    JSON.stringify(valueOf(values, href, initial, string)).slice(1, -1),
  );
  return JSON.parse(json) as T;
}

/** A text of the shared compile (a Markdown copy) with a variant's values in place of its placeholders. */
export const localizeText = (text: string, values: readonly string[]): string =>
  text.replace(PLACEHOLDER, (_match, href?: string, initial?: string, string?: string) => valueOf(values, href, initial, string));
