// The offline search index: Pagefind bundles written into the output, one per locale and content
// language, so a search needs nothing but the site's own static files. The theme marks what is
// searchable (`data-pagefind-body` on a page's article, `data-pagefind-ignore` on its banners);
// navbar, sidebar, TOC and footer are outside it. Pagefind stems and folds accents per language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchLanguage } from '../../../runtime/shared/search.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import { sourceOfRoute } from '../../routes/route-source.js';
import type { Route, RouteTable } from '../../routes/route-table.js';
import { outputLayout } from '../output/output-layout.js';
import { folderMaker, writeFileIfChanged } from '../output/write-atomic.js';
import { escapeHtml } from '../output/html.js';
import { stableFilterFiles } from './stable-filters.js';

/** One searchable page, as rendered. */
export interface SearchRecord {
  /** Public URL path (baseUrl and locale prefix included). */
  readonly url: string;
  /** ISO 639-1 language of the content, e.g. `es`. */
  readonly language: string;
  /** The page's HTML file, which holds its searchable element. */
  readonly file: string;
  /** Scope filter (docs plugin and version) on sites with versions. */
  readonly scope?: string;
  /** Title for results when the page shows no h1 (Pagefind takes the first h1 otherwise). */
  readonly title?: string;
  /** A page a plugin added, whose components mark nothing: its <main> is what is searched. */
  readonly main?: true;
}

const BODY_MARK = ' data-pagefind-body=""';

/** The element marked `data-pagefind-body` in a rendered page, whole, or with `main` where none is,
 * the page's <main>; null when there is none. */
export function searchBody(html: string, { main = false }: { main?: boolean } = {}): string | null {
  const marked = html.indexOf(BODY_MARK);
  const mark = marked >= 0 ? marked : main ? html.search(/<main[\s>]/) + '<main'.length : -1;
  if (mark < '<main'.length) return null;
  const open = html.lastIndexOf('<', mark);
  const tag = /^<([a-z][a-z0-9]*)/i.exec(html.slice(open, mark + 1))?.[1];
  if (!tag) return null;
  // Content is HTML-escaped, so tags of the same name inside it are real, balanced elements.
  const tags = new RegExp(`<(/?)${tag}(?=[\\s/>])`, 'gi');
  tags.lastIndex = mark;
  let depth = 1;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[1] ? -1 : 1;
    if (depth === 0) return html.slice(open, html.indexOf('>', found.index) + 1);
  }
  return null;
}

/** A highlighted code token: its colours are nothing to search, and without its tags Pagefind
 * reads a code-heavy page in less time and writes the same index. */
const CODE_TOKEN = /<span class="token [^"<>]*"(?: style="[^"<>]*")?>([^<]*)<\/span>/g;

/** The record's searchable element as Pagefind indexes it (scope filter and title added, code
 * tokens' tags left out); null when its file no longer has one. */
export function recordHtml(record: SearchRecord): string | null {
  let html: string;
  try {
    html = readFileSync(record.file, 'utf8');
  } catch (error) {
    // A page deleted since it was rendered (serve indexes after the reload, beside the next rebuild).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const found = searchBody(html, { main: record.main === true })?.replace(CODE_TOKEN, '$1');
  if (!found) return null;
  // Marked as the rest are: Pagefind leaves out a page without the mark once any page has it.
  const element = found.includes(BODY_MARK) ? found : found.replace(/^<main/, `<main${BODY_MARK}`);
  const open = element.indexOf('>') + 1;
  const titleMeta = record.title ? `<span data-pagefind-meta="title" data-pagefind-ignore hidden>${escapeHtml(record.title)}</span>` : '';
  const filter = record.scope ? `<span data-pagefind-filter="scope" data-pagefind-ignore hidden>${escapeHtml(record.scope)}</span>` : '';
  return element.slice(0, open) + filter + titleMeta + element.slice(open);
}

/** The site has a search box, so the build writes an index. */
export const searchEnabled = (config: SiteConfig) =>
  // A site with Algolia DocSearch searches there: no offline index to build.
  !config.themeConfig.algolia && config.themeConfig.navbar.items.some((item) => item.type === 'search');

/** Listed docs and Markdown pages are searchable, and the pages plugins add (a changelog's, an
 * API reference's), as in Docusaurus's search plugins; the site's React pages, generated indexes,
 * drafts and unlisted pages are not. */
export function isSearchable(route: Route): boolean {
  if (route.page?.kind === 'component') return route.page.fromPlugin === true;
  const source = sourceOfRoute(route);
  return !route.unlisted && !route.index && source !== undefined && !source.frontMatter.draft;
}

/** The Pagefind language of a route's content (not of its interface: untranslated pages keep theirs). */
export function contentLanguage({ config, route }: { config: SiteConfig; route: Route }): string {
  return searchLanguage(config.locales.find((locale) => locale.code === route.contentLocale)?.htmlLang ?? route.contentLocale);
}

/** Per locale, the content languages its search index holds (each becomes one Pagefind bundle). */
export function searchLanguages({ config, tables }: { config: SiteConfig; tables: readonly RouteTable[] }): Record<string, string[]> {
  return Object.fromEntries(
    tables.map((table) => [table.locale.code, [...new Set(table.routes.filter(isSearchable).map((route) => contentLanguage({ config, route })))].sort()]),
  );
}

/** Pages carry a `scope` filter (docs plugin and version) only on sites with docs versions, the
 * one place it keeps results apart. */
export const searchScoped = (config: SiteConfig) => config.docs.some((plugin) => plugin.versions.length > 1);

// Pagefind also writes its ready-made UIs; the theme has its own, so only the search core ships,
// with the one WebAssembly file the bundle's language loads: its own, or for a language Pagefind
// has no stemmer for (Japanese, Chinese: it segments their words instead) the language-neutral one.
const shipped = (path: string, wasm: string) =>
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|(index|fragment|filter)\/.*)$/.test(path) || path === wasm;

/** One Pagefind bundle to write: a locale's searchable pages in one content language. */
export interface SearchIndexJob {
  readonly locale: string;
  readonly language: string;
  readonly records: readonly SearchRecord[];
}

/** A locale's records grouped into one job per content language. */
export function searchIndexJobs({ locale, records }: { locale: string; records: readonly SearchRecord[] }): SearchIndexJob[] {
  const languages = [...new Set(records.map((record) => record.language))].sort();
  return languages.map((language) => ({ locale, language, records: records.filter((record) => record.language === language) }));
}

/** Users of this thread's Pagefind service, which the last one closes. */
let serviceUsers = 0;

// Imported with the first index written: a build whose pages did not change never loads it.
let pagefindModule: Promise<typeof import('pagefind')> | undefined;
const loadPagefind = () => (pagefindModule ??= import('pagefind'));

/** Counts a user of this thread's Pagefind service; the returned function ends that use, and the
 * last one closes the service (another locale's bundles may still be using it). */
export function useSearchService(): () => Promise<void> {
  serviceUsers += 1;
  let ended = false;
  return async () => {
    if (ended) return;
    ended = true;
    serviceUsers -= 1;
    if (serviceUsers === 0 && pagefindModule) await (await pagefindModule).close();
  };
}

/** One Pagefind bundle: a locale's records in one content language, indexed and written. */
export async function writeSearchBundle({ records, outDir, locale, language }: SearchIndexJob & { outDir: string }): Promise<string[]> {
  const { index, errors } = await (await loadPagefind()).createIndex({ forceLanguage: language });
  if (!index) throw new Error(errors.join('; '));
  // Every page is read before the first is sent: a read that throws then leaves no request
  // unanswered, which closing the service would reject with no one listening.
  const pages = records.flatMap((record) => {
    const html = recordHtml(record);
    return html === null ? [] : [{ record, content: `<html lang="${language}"><body>${html}</body></html>` }];
  });
  // Sent all at once: the Pagefind service works through them in turn.
  const added = await Promise.all(pages.map(({ record, content }) => index.addHTMLFile({ url: record.url, content }).then((result) => ({ record, result }))));
  for (const { record, result } of added) if (result.errors.length > 0) throw new Error(`${record.url}: ${result.errors.join('; ')}`);
  const { files, errors: fileErrors } = await index.getFiles();
  if (fileErrors.length > 0) throw new Error(fileErrors.join('; '));
  const bundleDir = outputLayout({ outDir, baseUrl: '/' }).searchBundle({ locale, language }).dir;
  const written: string[] = [];
  const wasm = files.some((file) => file.path === `wasm.${language}.pagefind`) ? `wasm.${language}.pagefind` : 'wasm.unknown.pagefind';
  const makeFolder = folderMaker();
  for (const file of stableFilterFiles(files)) {
    if (!shipped(file.path, wasm)) continue;
    const target = join(bundleDir, file.path);
    makeFolder(target);
    // A bundle written again after an edit is mostly the files already there (the runtime, the
    // WebAssembly, each unchanged page's fragment): left alone, they cost no new file.
    writeFileIfChanged(target, file.content);
    written.push(target);
  }
  await index.deleteIndex();
  return written;
}
