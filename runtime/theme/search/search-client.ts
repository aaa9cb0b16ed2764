// Talks to the Pagefind bundles the build wrote for this locale: one per content language. The
// bundle of the interface's language answers by default; "every language" uses a second instance
// that merges the others in. Nothing is fetched until `load` is first called (focus on the search
// box), so pages that never search download nothing. Browser only: call from effects and handlers.
import { searchBundlePath } from '../../shared/search.js';

interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
}

interface PagefindData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string };
  readonly sub_results?: readonly PagefindSubResult[];
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(language?: string): Promise<void>;
  mergeIndex(path: string, options: Record<string, unknown>): Promise<void>;
  search(term: string, options?: Record<string, unknown>): Promise<{ results: readonly { data(): Promise<PagefindData> }[] } | null>;
}

export interface SearchMatch {
  /** Heading title (or the page title for the page's top). */
  readonly title: string;
  /** Page URL, with the heading's anchor. */
  readonly url: string;
  /** Plain text with `<mark>` around the matched terms, as Pagefind returns it. */
  readonly excerpt: string;
}

export interface SearchPage {
  readonly title: string;
  readonly url: string;
  readonly matches: readonly SearchMatch[];
}

export interface SearchOptions {
  /** Also search the content written in the locale's other languages. */
  readonly allLanguages: boolean;
  /** Pagefind `scope` filter values: `pages` and the docs versions being read; empty for no filter. */
  readonly scopes: readonly string[];
}

const MAX_PAGES = 8;
const MAX_MATCHES = 3;

export interface SearchClient {
  /** Starts loading the index of the interface's language, so the first search is fast. Idempotent. */
  load(): Promise<void>;
  search(term: string, options: SearchOptions): Promise<SearchPage[]>;
}

export function createSearchClient({
  baseUrl,
  locale,
  languages,
  preferred,
}: {
  baseUrl: string;
  locale: string;
  languages: readonly string[];
  preferred: string;
}): SearchClient {
  const primaryLanguage = languages.includes(preferred) ? preferred : (languages[0] ?? preferred);
  const others = languages.filter((language) => language !== primaryLanguage);
  const bundle = (language: string) => searchBundlePath({ baseUrl, locale, language });
  let primary: Promise<PagefindModule> | null = null;
  let everything: Promise<PagefindModule> | null = null;

  const start = async (language: string, merged: readonly string[]): Promise<PagefindModule> => {
    const module = (await import(/* @vite-ignore */ `${bundle(language)}pagefind.js`)) as PagefindModule;
    await module.options({ baseUrl: '/', excerptLength: 24 });
    await module.init(language);
    for (const other of merged) await module.mergeIndex(bundle(other), { language: other });
    return module;
  };
  const forget = (error: unknown) => {
    primary = null;
    everything = null;
    throw error;
  };
  const instance = (allLanguages: boolean): Promise<PagefindModule> => {
    if (!allLanguages || others.length === 0) return (primary ??= start(primaryLanguage, []).catch(forget));
    // A second bundle's script is a separate Pagefind instance, so the default one stays unmerged.
    const [first, ...rest] = others;
    return (everything ??= start(first!, [primaryLanguage, ...rest]).catch(forget));
  };

  return {
    async load() {
      await instance(false);
    },
    async search(term, { allLanguages, scopes }) {
      const pagefind = await instance(allLanguages);
      const found = await pagefind.search(term, scopes.length > 0 ? { filters: { scope: { any: [...scopes] } } } : {});
      if (!found) return [];
      const pages = await Promise.all(found.results.slice(0, MAX_PAGES).map((result) => result.data()));
      return pages.map((page) => {
        const title = page.meta.title ?? page.url;
        const subs = page.sub_results?.length ? page.sub_results : [{ title, url: page.url, excerpt: page.excerpt }];
        return { title, url: page.url, matches: subs.slice(0, MAX_MATCHES).map((sub) => ({ title: sub.title, url: sub.url, excerpt: sub.excerpt })) };
      });
    },
  };
}

/** Splits a Pagefind excerpt into text and highlighted parts; nothing else in it is markup. */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  const pattern = /<mark>(.*?)<\/mark>/gs;
  let last = 0;
  for (let found = pattern.exec(excerpt); found; found = pattern.exec(excerpt)) {
    if (found.index > last) parts.push({ text: excerpt.slice(last, found.index), mark: false });
    parts.push({ text: found[1] ?? '', mark: true });
    last = found.index + found[0].length;
  }
  if (last < excerpt.length) parts.push({ text: excerpt.slice(last), mark: false });
  return parts.map((part) => ({ ...part, text: decodeEntities(part.text) }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
/** Pagefind escapes the page text it returns; React escapes again when rendering, so decode once. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}
