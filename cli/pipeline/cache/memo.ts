// What one pass leaves for the next, so a rebuild redoes only the work whose inputs changed: parsed
// sources, compiled pages, the bundle, the key of every rendered page, and what each site-wide file
// was written from. `docgen build` loads it from its cache (build-cache.ts, the persisted parts in
// cache-state.ts); `serve --watch` keeps one in memory, with the parts no build stores (below).
// Every entry is kept with a hash of all its inputs and reused only when that hash matches again,
// so an entry can be stale but is never trusted when it is. Stages read their own part (each
// declares it: SiteMemo, CompileMemo, BundleMemo, ...) and return what they made; this file's
// `rememberIn` is the only writer, called by build.ts.
import type { SidebarsDefinition } from '../../routes/sidebars.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { LinkCheck } from '../check-links.js';
import type { Compiling } from '../compile/compile.js';
import type { HighlightMemo } from '../compile/highlight-stage.js';
import type { BundleEntry } from '../bundle/bundle-stage.js';
import type { StylesheetEntry } from '../bundle/stylesheet-stage.js';
import type { RenderedLocale, FailedLocale } from '../render/render-locale.js';
import type { SearchEntry } from '../search/search-stage.js';
import type { LlmsIndex } from '../site-files/llms-txt.js';
import type { LoadedSite } from '../site/load-site.js';
import { rememberCode } from './highlight-store.js';
import { emptyPersisted, type PersistedMemo } from './cache-state.js';

/** The parts no build cache stores: they live as long as the process. */
interface InMemory {
  /** The route tables of the last pass that succeeded (serve --watch keeps them between saves). */
  site?: { readonly key: string; readonly tables: readonly RouteTable[] } | undefined;
  /** Docs instance key -> sidebars file definition, dropped when a sidebars file changes. */
  readonly sidebars: Map<string, SidebarsDefinition>;
  /** Code blocks highlighted by earlier builds: the build cache keeps them in a file of their own,
   * read when first asked for (highlight-store.ts). */
  readonly highlights: HighlightMemo;
  /** Output files of the static folders: copied once, and again after a static file changes (undefined). */
  staticFiles?: readonly string[] | undefined;
  /** The last link check, kept by serve --watch only (check-links.ts). */
  links?: LinkCheck | undefined;
  /** Locale -> its last llms.txt index and what it was made from (llms-txt.ts). */
  readonly llmsIndexes: Map<string, LlmsIndex>;
}

export type BuildMemo = PersistedMemo & InMemory;

export function createBuildMemo(): BuildMemo {
  return { ...emptyPersisted(), sidebars: new Map(), highlights: { html: new Map(), keysByFile: new Map() }, llmsIndexes: new Map() };
}

/** Forgets everything derived from these files; the next build reads them again. */
export function invalidateFiles({ memo, files, sidebarFiles }: { memo: BuildMemo; files: Iterable<string>; sidebarFiles: ReadonlyMap<string, string> }): void {
  for (const file of files) {
    memo.sources.delete(file);
    for (const [instance, sidebarFile] of sidebarFiles) if (sidebarFile === file) memo.sidebars.delete(instance);
    if (memo.bundle?.inputs.has(file)) memo.bundle = undefined;
  }
}

/** Stores what each stage returned, for the next pass: one function per stage, in the order they
 * run. Without a memo (a build without its cache) nothing is kept. */
export function rememberIn(memo: BuildMemo | undefined) {
  return {
    /** The sources and sidebars definitions the content stage read. */
    read(read: LoadedSite['read']): void {
      for (const [file, source] of read.sources) memo?.sources.set(file, source);
      for (const [instance, definition] of read.sidebars) memo?.sidebars.set(instance, definition);
    },
    /** Until this pass succeeds, the next one reads the whole site. */
    forgetSite(): void {
      if (memo) memo.site = undefined;
    },
    /**
     * The compiled pages, as each format is done, whatever a later stage does: the next pass
     * (serve --watch, after a broken component is fixed) reuses them. And the highlighted code:
     * after a body edit the old blocks of the edited files stay until a pass that reads the whole
     * site; a pass that compiles nothing leaves the stored code unread (build-cache.ts).
     */
    compiled(compiling: Compiling, { tables, edited }: { tables: readonly RouteTable[]; edited: ReadonlySet<string> | undefined }): void {
      compiling.mdx.then(
        (done) => {
          for (const [locale, { entries }] of done) memo?.mdx.set(locale, entries);
        },
        () => undefined,
      );
      compiling.md.then(
        (done) => {
          for (const [locale, { entries }] of done) memo?.markdown.set(locale, entries);
        },
        () => undefined,
      );
      compiling.code.then(
        (code) => {
          const everyFile = edited || compiling.planned === 0 ? undefined : new Set(tables.flatMap((table) => [...table.byFile.keys()]));
          if (memo && code) rememberCode({ memo: memo.highlights, code, ...(everyFile ? { files: everyFile } : {}) });
        },
        () => undefined,
      );
    },
    bundle(entry: BundleEntry): void {
      if (memo) memo.bundle = entry;
    },
    stylesheet(entry: StylesheetEntry | undefined): void {
      if (entry) memo?.stylesheet.set('entry', entry);
      else memo?.stylesheet.clear();
    },
    links(kept: LinkCheck | undefined): void {
      if (memo) memo.links = kept;
    },
    /** A locale's pages; a locale that failed keeps the entries of the pages that did render. */
    rendered(locale: RenderedLocale | FailedLocale): void {
      memo?.rendered.set(locale.locale, locale.entries);
      if ('sitemapKey' in locale) memo?.sitemaps.set(locale.locale, locale.sitemapKey);
    },
    llms(written: ReadonlyMap<string, { readonly key: string; readonly index: LlmsIndex }>): void {
      for (const [locale, { key, index }] of written) {
        memo?.llms.set(locale, key);
        memo?.llmsIndexes.set(locale, index);
      }
    },
    feeds(keys: ReadonlyMap<string, string>): void {
      for (const [locale, key] of keys) memo?.feeds.set(locale, key);
    },
    search(written: ReadonlyMap<string, SearchEntry>): void {
      for (const [name, entry] of written) memo?.search.set(name, entry);
    },
    staticFiles(files: readonly string[]): void {
      if (memo) memo.staticFiles = files;
    },
    /** The tables of a pass that succeeded, for the next (serve --watch). */
    site(site: { readonly key: string; readonly tables: readonly RouteTable[] }): void {
      if (memo) memo.site = site;
    },
  };
}

export type Remember = ReturnType<typeof rememberIn>;
