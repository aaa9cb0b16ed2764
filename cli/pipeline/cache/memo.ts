// What one build leaves for the next, so a rebuild redoes only the work whose inputs changed:
// parsed sources, compiled pages, the bundle and the key of every rendered page. `serve --watch`
// keeps one in memory. Every entry is stored with a hash of all its inputs and reused only when
// that hash matches again, so an entry can be stale but is never trusted when it is. Stages only
// read it and return their new entries, which build.ts stores (through the stage's own remember
// function where storing takes more than a set: rememberRead, rememberCode, rememberSite). Render
// returns its pages' entries with its problems, so the pages that rendered before one failed keep
// theirs.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { logger } from '../../logger.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { SidebarsDefinition } from '../../routes/sidebars.js';
import type { MarkdownSource } from '../../content/load-content.js';
import type { PartialRead } from '../../content/partial-copies.js';
import { fileDigest } from '../../hash.js';
import { publishedName, type PublishedAsset } from '../../content/plugins/rehype-assets.js';
import type { LinkRecord } from '../../content/plugins/rehype-links.js';
import type { BundleResult } from '../bundle/bundle.js';
import type { HighlightMemo } from '../compile/highlight-stage.js';
import type { PolicySources } from '../site/csp.js';
import type { SearchRecord } from '../search/search-index.js';
import type { CompiledMdxPage, CompiledPage } from '../compile/compile-types.js';

/** A relative Markdown link's target file and the href it resolved to when the page compiled. */
export type LinkDependency = readonly [file: string, href: string | undefined];

export interface Reusable<T> {
  readonly key: string;
  /** Other pages' URLs this result has written into its HTML. */
  readonly deps: readonly LinkDependency[];
  readonly value: T;
}

export interface RenderedEntry {
  /** Key of everything the page was rendered from. */
  readonly key: string;
  readonly record?: SearchRecord;
  readonly policy?: PolicySources;
}

export interface BuildMemo {
  /** The route tables of the last pass that succeeded (serve --watch keeps them between saves). */
  site?: { readonly key: string; readonly tables: readonly RouteTable[] };
  /** Absolute Markdown file -> what was read from it (front matter, body, title), dropped when the file changes. */
  readonly sources: Map<string, MarkdownSource>;
  /** Docs instance key -> sidebars file definition, dropped when a sidebars file changes. */
  readonly sidebars: Map<string, SidebarsDefinition>;
  /** Locale -> route path -> compiled Markdown page (its chunk stays on disk). */
  readonly compiled: Map<string, ReadonlyMap<string, Reusable<CompiledPage>>>;
  /** Locale -> route path -> compiled MDX page. */
  readonly mdx: Map<string, ReadonlyMap<string, Reusable<CompiledMdxPage>>>;
  /** The bundles, with every source file esbuild read for them. */
  bundle?: { readonly key: string; readonly inputs: ReadonlySet<string>; readonly result: BundleResult };
  /** Locale -> output HTML file -> key of what it was rendered from, and its search record. */
  readonly rendered: Map<string, ReadonlyMap<string, RenderedEntry>>;
  /** Locale -> key of the URL list its sitemap was written from. */
  readonly sitemaps: Map<string, string>;
  /** Locale -> key of its llms.txt and of the copies llms-full.txt is made of (llms-txt.ts). */
  readonly llms: Map<string, string>;
  /** Locale -> key of what its blogs' feeds were written from (blog-pages.ts). */
  readonly feeds: Map<string, string>;
  /** `locale/language` -> key of the records and pages its search index was made from, and the index's files. */
  readonly search: Map<string, { readonly key: string; readonly files: readonly string[] }>;
  /** Code blocks highlighted by earlier builds (highlight-stage.ts). */
  readonly highlights: HighlightMemo;
  /** Output files of the static folders: copied once, and again after a static file changes (undefined). */
  staticFiles?: readonly string[];
}

export function createBuildMemo(): BuildMemo {
  return {
    sources: new Map(),
    sidebars: new Map(),
    compiled: new Map(),
    mdx: new Map(),
    rendered: new Map(),
    sitemaps: new Map(),
    llms: new Map(),
    feeds: new Map(),
    search: new Map(),
    highlights: { html: new Map(), keysByFile: new Map() },
  };
}

/** Forgets everything derived from these files; the next build reads them again. */
export function invalidateFiles({ memo, files, sidebarFiles }: { memo: BuildMemo; files: Iterable<string>; sidebarFiles: ReadonlyMap<string, string> }): void {
  for (const file of files) {
    memo.sources.delete(file);
    for (const [instance, sidebarFile] of sidebarFiles) if (sidebarFile === file) memo.sidebars.delete(instance);
    if (memo.bundle?.inputs.has(file)) memo.bundle = undefined;
  }
}

/** Prints why each page is done again (`--debug`); one line for a stage that had nothing stored. */
export function explain({
  what,
  reasons,
  stored,
  href,
}: {
  what: string;
  reasons: ReadonlyMap<string, string>;
  stored: boolean;
  href: (path: string) => string;
}): void {
  if (reasons.size === 0) return;
  if (!stored) {
    logger.info(`${what}: nothing stored from an earlier build, so all ${reasons.size} pages`);
    return;
  }
  for (const [path, reason] of reasons) logger.info(`${what} ${href(path)}: ${reason}`);
}

/** The links of a compiled page that depend on another file's URL, with that URL now. */
export function linkDependencies({ links, hrefByFile }: { links: readonly LinkRecord[]; hrefByFile: Readonly<Record<string, string>> }): LinkDependency[] {
  return links.flatMap((link) => {
    const file = link.file ?? link.missingFile;
    return file ? [[file, hrefByFile[file]] as const] : [];
  });
}

/** The output name each referenced file would be published under now (null when it is gone),
 * each file read once however many pages reference it. */
function assetNames(): (source: string) => string | null {
  const names = new Map<string, string | null>();
  return (source) => {
    if (!names.has(source)) {
      try {
        names.set(source, publishedName({ file: source }));
      } catch {
        names.set(source, null);
      }
    }
    return names.get(source) ?? null;
  };
}

/** The digest of each file's text now (null when it is gone), each file read once. */
function digests(): (file: string) => string | null {
  const known = new Map<string, string | null>();
  return (file) => {
    if (!known.has(file)) {
      try {
        known.set(file, fileDigest(readFileSync(file, 'utf8')));
      } catch {
        known.set(file, null);
      }
    }
    return known.get(file) ?? null;
  };
}

/** What a stored result was made from besides its key. */
type Stored = { readonly assets: readonly PublishedAsset[]; readonly partialReads?: readonly PartialRead[] };

/** Why the stored result cannot be reused, or undefined when it can: its key matches, every
 * linked file still has the URL it had, every referenced image or download the same bytes and
 * every partial its Markdown copy holds the same text. */
function staleReason<T extends Stored>({
  entry,
  key,
  hrefByFile,
  nameOf,
  digestNow,
}: {
  entry: Reusable<T> | undefined;
  key: string;
  hrefByFile: Readonly<Record<string, string>>;
  nameOf: (source: string) => string | null;
  digestNow: (file: string) => string | null;
}): string | undefined {
  if (!entry) return 'new page';
  if (entry.key !== key) return 'its source, front matter, sidebar neighbours or compile options changed';
  const moved = entry.deps.find(([file, href]) => hrefByFile[file] !== href);
  if (moved) return `the page it links to (${moved[0]}) ${hrefByFile[moved[0]] === undefined ? 'is gone' : `moved to ${hrefByFile[moved[0]]}`}`;
  const changed = entry.value.assets.find((asset) => nameOf(asset.source) !== basename(asset.file));
  if (changed) return `the file it references (${changed.source}) changed`;
  const partial = entry.value.partialReads?.find(([file, digest]) => digestNow(file) !== digest);
  return partial ? `the partial it shows (${partial[0]}) changed` : undefined;
}

/** A stage's results with the paths it computed now (the rest came from the memo). */
export interface Incremental<T> {
  readonly pages: Map<string, T>;
  readonly fresh: ReadonlySet<string>;
}

/** The jobs of one locale split into those whose stored result still holds and those to compute. */
export interface MemoSplit<Job, T> {
  readonly keys: ReadonlyMap<string, string>;
  /** Reused results by path. */
  readonly pages: Map<string, T>;
  /** New memo entries so far (the reused ones). */
  readonly memo: Map<string, Reusable<T>>;
  readonly todo: readonly Job[];
  /** Path of each job in `todo` -> why it is computed again (for --debug). */
  readonly reasons: ReadonlyMap<string, string>;
}

/** Takes from `stored` every job whose key (and linked URLs, and referenced files) did not change. */
export function splitByMemo<Job extends { readonly path: string }, T extends Stored>({
  jobs,
  keyOf,
  stored,
  hrefByFile,
}: {
  jobs: readonly Job[];
  keyOf: (job: Job) => string;
  stored: ReadonlyMap<string, Reusable<T>> | undefined;
  hrefByFile: Readonly<Record<string, string>>;
}): MemoSplit<Job, T> {
  const keys = new Map(jobs.map((job) => [job.path, keyOf(job)]));
  const pages = new Map<string, T>();
  const memo = new Map<string, Reusable<T>>();
  const nameOf = assetNames();
  const digestNow = digests();
  const reasons = new Map<string, string>();
  const todo = jobs.filter((job) => {
    const entry = stored?.get(job.path);
    const reason = staleReason({ entry, key: keys.get(job.path) ?? '', hrefByFile, nameOf, digestNow });
    if (reason !== undefined || !entry) {
      reasons.set(job.path, reason ?? 'new page');
      return true;
    }
    pages.set(job.path, entry.value);
    memo.set(job.path, entry);
    return false;
  });
  return { keys, pages, memo, todo, reasons };
}

/** After a body edit (load-site.ts): the jobs given are those of the edited files, and every other stored result holds. */
export function splitEdited<Job extends { readonly path: string }, T>({
  jobs,
  keyOf,
  stored,
}: {
  jobs: readonly Job[];
  keyOf: (job: Job) => string;
  stored: ReadonlyMap<string, Reusable<T>>;
}): MemoSplit<Job, T> {
  const keys = new Map(jobs.map((job) => [job.path, keyOf(job)]));
  const pages = new Map<string, T>();
  const memo = new Map<string, Reusable<T>>();
  // The edited pages keep their places (joinMemo replaces their entries), so the order of the
  // pages, which the bundle's key reads, does not change with each save.
  for (const [path, entry] of stored) {
    pages.set(path, entry.value);
    memo.set(path, entry);
  }
  return { keys, pages, memo, todo: jobs, reasons: new Map(jobs.map((job) => [job.path, 'its text changed'])) };
}

/** Adds the computed results to a split; returns every result and the memo entries of these jobs
 * (entries of vanished jobs are dropped). */
export function joinMemo<
  Job extends { readonly path: string },
  T extends { readonly links: readonly LinkRecord[]; readonly assets: readonly PublishedAsset[] },
>({
  split,
  results,
  hrefByFile,
}: {
  split: MemoSplit<Job, T>;
  results: ReadonlyMap<string, T>;
  hrefByFile: Readonly<Record<string, string>>;
}): Incremental<T> & { memo: Map<string, Reusable<T>> } {
  for (const job of split.todo) {
    const value = results.get(job.path);
    if (!value) throw new Error(`docgen bug: no compile result for ${job.path}`);
    split.pages.set(job.path, value);
    split.memo.set(job.path, { key: split.keys.get(job.path) ?? '', deps: linkDependencies({ links: value.links, hrefByFile }), value });
  }
  return { pages: split.pages, fresh: new Set(split.todo.map((job) => job.path)), memo: split.memo };
}
