// The parts of the memo that outlive the process, one row each: how a part is stored in the build
// cache's state, loaded again (an entry whose file left out/, or whose source changed, is dropped),
// copied and compared (a build that changed nothing moves the old state back instead of writing
// it). The memo's type and its empty value are made from these rows (memo.ts): a stage whose
// results are reused across builds is one row here.
import { existsSync, readFileSync } from 'node:fs';
import type { MarkdownSource } from '../../content/load-content.js';
import { fileDigest } from '../../hash.js';
import type { BundleEntry } from '../bundle/bundle-stage.js';
import type { StylesheetEntry } from '../bundle/stylesheet-stage.js';
import type { CompiledMdxPage, CompiledPage } from '../compile/compile-types.js';
import type { RenderedEntry } from '../render/render.js';
import type { Reusable } from '../reuse/reuse.js';
import type { SearchEntry } from '../search/search-stage.js';

/** What loading knows of out/: its files, each checked unchanged since the state was written. */
interface Out {
  readonly present: ReadonlySet<string>;
}

/** How one part of the memo is kept across builds. */
interface Part<Live, Stored> {
  empty(): Live;
  /** The part as this build may use it, and whether loading dropped any entry. */
  load(stored: Stored | undefined, out: Out): { value: Live; dropped: boolean };
  /** The part as written into the state; `loaded` is what was read from it (its bundle digests are reused). */
  store(live: Live, loaded: Stored | undefined): Stored;
  /** A copy to compare with after the build: new containers, the same entries. */
  snapshot(live: Live): Live;
  /** Whether the build left the part as loaded (the stages reuse a stored entry as the same object). */
  same(loaded: Live, now: Live): boolean;
}

/** Whether two maps hold the same keys with the same values (by `same`, identity by default). */
function sameMap<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>, same: (x: V, y: V) => boolean = (x, y) => x === y): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (!b.has(key) || !same(value, b.get(key) as V)) return false;
  return true;
}

/** The entries whose files in out/ (those `filesOf` names) are all still there. */
function withFilesInOut<V>(entries: ReadonlyMap<string, V>, out: Out, filesOf: (key: string, value: V) => readonly (string | undefined)[]): Map<string, V> {
  return new Map([...entries].filter(([key, value]) => filesOf(key, value).every((file) => file === undefined || out.present.has(file))));
}

/** A map of entries, each dropped when a file it names left out/. */
function flat<V>(filesOf: (key: string, value: V) => readonly (string | undefined)[] = () => []): Part<Map<string, V>, ReadonlyMap<string, V>> {
  return {
    empty: () => new Map(),
    load: (stored = new Map(), out) => {
      const value = withFilesInOut(stored, out, filesOf);
      return { value, dropped: value.size !== stored.size };
    },
    store: (live) => live,
    snapshot: (live) => new Map(live),
    same: (loaded, now) => sameMap(loaded, now),
  };
}

/** Locale -> a map of entries, each dropped when a file it names left out/. */
function byLocale<V>(
  filesOf: (key: string, value: V) => readonly (string | undefined)[],
): Part<Map<string, ReadonlyMap<string, V>>, ReadonlyMap<string, ReadonlyMap<string, V>>> {
  const entries = flat(filesOf);
  return {
    empty: () => new Map(),
    load: (stored = new Map(), out) => {
      let dropped = false;
      const value = new Map<string, ReadonlyMap<string, V>>();
      for (const [locale, map] of stored) {
        const loaded = entries.load(map, out);
        dropped ||= loaded.dropped;
        value.set(locale, loaded.value);
      }
      return { value, dropped };
    },
    store: (live) => live,
    snapshot: (live) => new Map([...live].map(([locale, map]) => [locale, new Map(map)])),
    same: (loaded, now) => sameMap(loaded, now, (a, b) => sameMap(a, b)),
  };
}

/** A source as stored: without its body when the body is the end of the file's text, which the
 * next build reads anyway to check the file's digest (the bodies were 40% of the state). */
type StoredSource = Omit<MarkdownSource, 'body'> & { readonly body?: string };

/** The sources read, each kept while its file has the bytes it was parsed from. Read in turn, as
 * the content stage reads them: small files, and promise reads cost twice as much. */
const sources: Part<Map<string, MarkdownSource>, ReadonlyMap<string, StoredSource>> = {
  empty: () => new Map(),
  load: (stored = new Map()) => {
    const value = new Map<string, MarkdownSource>();
    for (const source of stored.values()) {
      const text = readIfThere(source.file);
      if (text === undefined || fileDigest(text) !== source.fileDigest) continue;
      const body = source.body ?? (source.bodyStart === undefined ? undefined : text.slice(source.bodyStart));
      if (body !== undefined) value.set(source.file, { ...source, body });
    }
    return { value, dropped: value.size !== stored.size };
  },
  store: (live) =>
    new Map(
      [...live].map(([file, source]) => {
        if (source.bodyStart === undefined) return [file, source];
        const { body: _body, ...rest } = source;
        return [file, rest];
      }),
    ),
  snapshot: (live) => new Map(live),
  same: (loaded, now) => sameMap(loaded, now),
};

/** The bundle as stored: with the digest of each file it was made from (null for a file that
 * cannot be read: esbuild's stdin entry has a name but no file). */
type StoredBundle = BundleEntry & { readonly digests: readonly (readonly [file: string, digest: string | null])[] };

/** The bundles, kept while their server module and client files are there and none of the files
 * they were made from changed. */
const bundle: Part<BundleEntry | undefined, StoredBundle | undefined> = {
  empty: () => undefined,
  load: (stored, out) => {
    if (!stored) return { value: undefined, dropped: false };
    const whole = existsSync(stored.result.serverModule) && stored.result.files.every((file) => out.present.has(file));
    const now = whole ? new Map(digestsOf(stored.digests.map(([file]) => file))) : undefined;
    const value =
      now && stored.digests.every(([file, digest]) => now.get(file) === digest)
        ? { key: stored.key, outside: stored.outside, inputs: stored.inputs, result: stored.result }
        : undefined;
    return { value, dropped: value === undefined };
  },
  // The files of a bundle kept from the state were checked unchanged when it loaded.
  store: (live, loaded) => live && { ...live, digests: loaded && loaded.result === live.result ? loaded.digests : digestsOf(live.inputs) },
  snapshot: (live) => live,
  same: (loaded, now) => loaded?.key === now?.key && loaded?.result === now?.result,
};

/** Each file's digest, or null for a file that cannot be read. */
function digestsOf(files: Iterable<string>): [string, string | null][] {
  return [...files].sort().map((file) => {
    try {
      return [file, fileDigest(readFileSync(file))];
    } catch {
      return [file, null];
    }
  });
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The persisted parts, in the order they are loaded. */
export const PERSISTED = {
  /** Absolute Markdown file -> what was read from it (front matter, body, title) (site/load-site.ts). */
  sources,
  /** Locale -> key of the URL list its sitemap was written from (render/render-locale.ts). */
  sitemaps: flat<string>(),
  /** Locale -> key of its llms.txt and of the copies llms-full.txt is made of (site-files/llms-txt.ts). */
  llms: flat<string>(),
  /** Locale -> key of what its blogs' feeds were written from (blog/blog-feeds.ts). */
  feeds: flat<string>(),
  /** Locale -> route path -> compiled MDX page (compile/). */
  mdx: byLocale<Reusable<CompiledMdxPage>>((_, entry) => [entry.value.fragments?.file, entry.value.chunkFile]),
  /** Locale -> route path -> compiled Markdown page, whose chunk stays in out/ (compile/). */
  markdown: byLocale<Reusable<CompiledPage>>((_, entry) => [entry.value.chunkFile]),
  /** Locale -> output HTML file -> key of what it was rendered from, and its search record (render/render.ts). */
  rendered: byLocale<RenderedEntry>((file) => [file]),
  /** `locale/language` -> key of the records and pages its search index was made from, and its files (search/search-stage.ts). */
  search: flat<SearchEntry>((_, entry) => entry.files),
  /** The client and server bundles, with every source file esbuild read for them (bundle/bundle-stage.ts). */
  bundle,
  /** `entry` -> the client entry's stylesheet as trimmed and written (bundle/stylesheet-stage.ts). */
  stylesheet: flat<StylesheetEntry>((_, entry) => [entry.file]),
};

type Parts = typeof PERSISTED;
type Name = keyof Parts;
type LiveOf<P> = P extends Part<infer Live, unknown> ? Live : never;
type StoredOf<P> = P extends Part<unknown, infer Stored> ? Stored : never;

/** The persisted parts of the memo, as the stages read and build.ts writes them. */
export type PersistedMemo = { -readonly [K in Name]: LiveOf<Parts[K]> };
/** The persisted parts as the state holds them. */
export type StoredMemo = { readonly [K in Name]?: StoredOf<Parts[K]> };

const NAMES = Object.keys(PERSISTED) as Name[];
// Each part through its own row: the rows differ in type, which a loop over the names cannot say.
const part = <K extends Name>(name: K) => PERSISTED[name] as unknown as Part<LiveOf<Parts[K]>, StoredOf<Parts[K]>>;

export function emptyPersisted(): PersistedMemo {
  return Object.fromEntries(NAMES.map((name) => [name, part(name).empty()])) as PersistedMemo;
}

/** The parts a build may use, and whether any entry was dropped (then the state is written again). */
export function loadPersisted({ stored, present }: { stored: StoredMemo; present: ReadonlySet<string> }): { memo: PersistedMemo; dropped: boolean } {
  let dropped = false;
  const memo = {} as Record<Name, unknown>;
  for (const name of NAMES) {
    const loaded = part(name).load(stored[name] as never, { present });
    dropped ||= loaded.dropped;
    memo[name] = loaded.value;
  }
  return { memo: memo as PersistedMemo, dropped };
}

export function storePersisted({ memo, loaded }: { memo: PersistedMemo; loaded: StoredMemo | undefined }): StoredMemo {
  return Object.fromEntries(NAMES.map((name) => [name, part(name).store(memo[name] as never, loaded?.[name] as never)])) as StoredMemo;
}

export function snapshotPersisted(memo: PersistedMemo): PersistedMemo {
  return Object.fromEntries(NAMES.map((name) => [name, part(name).snapshot(memo[name] as never)])) as PersistedMemo;
}

/** Whether the memo's persisted parts hold exactly what was loaded. */
export function samePersisted(loaded: PersistedMemo, now: PersistedMemo): boolean {
  return NAMES.every((name) => part(name).same(loaded[name] as never, now[name] as never));
}
