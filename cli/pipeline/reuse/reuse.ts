// Reusing what an earlier pass computed: a stage's stored result for a page is taken again only
// while the key of all its inputs matches, every page it links to has the URL it had, every file
// it references the same bytes and every partial its copy holds the same text. The rest is
// computed again; the caller joins both (joinMemo) and keeps the new entries for the next pass.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { PartialRead } from '../../content/partial-copies.js';
import { publishedName, type PublishedAsset } from '../../content/plugins/rehype-assets.js';
import type { LinkRecord } from '../../content/plugins/rehype-links.js';
import { fileDigest } from '../../hash.js';

/** A relative Markdown link's target file and the href it resolved to when the page compiled. */
export type LinkDependency = readonly [file: string, href: string | undefined];

export interface Reusable<T> {
  readonly key: string;
  /** Other pages' URLs this result has written into its HTML. */
  readonly deps: readonly LinkDependency[];
  readonly value: T;
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
