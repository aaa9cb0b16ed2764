// The client's route table for one locale, and the exact-match lookup the browser router uses.
// Pure: the build encodes it, the browser decodes and matches. No node:*, no DOM.
//
// On the wire it is compact because every visitor downloads it: chunk URLs lose their common
// assets prefix, sidebar URLs (shared by many pages) become indexes, and the kind is one letter.
import type { ManifestEntry, RouteKind } from './types.js';
import { normalizePathname } from './urls.js';

const KIND_CODES = { doc: 'd', markdown: 'm', component: 'c' } as const satisfies Partial<Record<RouteKind, string>>;
type ListedKind = keyof typeof KIND_CODES;
type KindCode = (typeof KIND_CODES)[ListedKind];
const KINDS = Object.fromEntries(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind])) as Record<KindCode, ListedKind>;

/** `[kind, chunk relative to the assets prefix ('' for none), sidebar index (-1 for none), MDX form
 * (0 not MDX, 1 a module, 2 a content tree, rendered by the manifest's `t`), fragments chunk (MDX module pages with static parts
 * only; a content tree keeps them in its data chunk)]`. */
export type WireEntry = readonly [KindCode, string, number, MdxForm] | readonly [KindCode, string, number, MdxForm, string];
type MdxForm = 0 | 1 | 2;

export interface WireManifest {
  /** Prefix shared by every chunk URL, e.g. `/assets/`. */
  readonly a: string;
  /** Sidebar chunk URLs, relative to `a`. */
  readonly s: readonly string[];
  /** The chunk that renders content trees, relative to `a`; only when a route is one. */
  readonly t?: string;
  /** Route path (no baseUrl, no locale prefix) -> entry. */
  readonly r: Readonly<Record<string, WireEntry>>;
}

export function encodeManifest({ entries, assetsPrefix }: { entries: ReadonlyMap<string, ManifestEntry>; assetsPrefix: string }): WireManifest {
  const parts = manifestParts(assetsPrefix);
  const routes: Record<string, WireEntry> = {};
  for (const [path, entry] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (entry.k === 'not-found') continue;
    routes[path] = encodeEntry({ entry, sidebar: parts.sidebarIndex(entry.s), relative: parts.relative });
    parts.useRenderer(entry.t);
  }
  return { ...parts.head(), r: routes };
}

/**
 * What a manifest holds besides its routes, gathered as its routes are encoded in path order: the
 * sidebar URLs, each listed on first use, and the renderer of content trees. The build's
 * incremental encoder (cli/pipeline/render/route-manifest.ts) and encodeManifest share it.
 */
export function manifestParts(assetsPrefix: string) {
  const relative = relativeTo(assetsPrefix);
  const sidebars: string[] = [];
  const indexes = new Map<string, number>();
  let renderer: string | undefined;
  return {
    relative,
    /** A route's sidebar index in `s` (listed now if new), -1 for none. */
    sidebarIndex(url: string | undefined): number {
      if (!url) return -1;
      const index = indexes.get(url) ?? sidebars.push(relative(url)) - 1;
      indexes.set(url, index);
      return index;
    },
    /** Notes a route's content-tree renderer (`t`), if it has one. */
    useRenderer(url: string | undefined): void {
      if (url) renderer = relative(url);
    },
    /** The manifest's fields before `r`, in their order. */
    head: (): Omit<WireManifest, 'r'> => ({ a: assetsPrefix, s: sidebars, ...(renderer ? { t: renderer } : {}) }),
  };
}

/** A URL relative to the assets prefix when it is under it (the manifest's `a`). */
const relativeTo = (assetsPrefix: string) => (url: string) => (url.startsWith(assetsPrefix) ? url.slice(assetsPrefix.length) : url);

/** One listed route's wire entry; `sidebar` is its sidebar's index in the manifest's `s`, or -1. */
export function encodeEntry({ entry, sidebar, relative }: { entry: ManifestEntry; sidebar: number; relative: (url: string) => string }): WireEntry {
  const form: MdxForm = entry.x ? 1 : entry.t ? 2 : 0;
  const base = [KIND_CODES[entry.k as ListedKind], entry.c ? relative(entry.c) : '', sidebar, form] as const;
  return entry.f ? [...base, relative(entry.f)] : base;
}

/** The entry of an exact route path, or undefined. */
export function manifestEntry(manifest: WireManifest, path: string): ManifestEntry | undefined {
  if (!Object.hasOwn(manifest.r, path)) return undefined;
  const [code, chunk, sidebar, mdx, fragments] = manifest.r[path]!;
  const absolute = (url: string) => (url.startsWith('/') || /^[a-z]+:/i.test(url) ? url : manifest.a + url);
  return {
    k: KINDS[code],
    ...(chunk ? { c: absolute(chunk) } : {}),
    ...(sidebar >= 0 && manifest.s[sidebar] !== undefined ? { s: absolute(manifest.s[sidebar]) } : {}),
    ...(mdx === 1 ? { x: 1 as const } : {}),
    ...(mdx === 2 && manifest.t ? { t: absolute(manifest.t) } : {}),
    ...(fragments ? { f: absolute(fragments) } : {}),
  };
}

interface Matched {
  /** Route path without baseUrl and locale prefix. */
  readonly path: string;
  /** Set when the visited pathname should be replaced by this clean one (`.html` trimmed). */
  readonly cleanPathname?: string;
}

export type RouteMatch =
  /** Not under this locale's root (another locale, or outside baseUrl): load it from the server. */
  { readonly kind: 'outside' } | (Matched & { readonly kind: 'route'; readonly entry: ManifestEntry }) | (Matched & { readonly kind: 'not-found' });

/** Strips the locale root from a pathname; null when the pathname is not under it. */
export function routePathOf({ pathname, root }: { pathname: string; root: string }): string | null {
  const base = root.replace(/\/+$/, '');
  if (base !== '' && pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  const path = pathname.slice(base.length) || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Exact-match lookup of a visited pathname. A pathname ending in `index.html` or `.html` that is
 * not itself a route is trimmed to the clean path, which the router shows with history replaced.
 */
export function matchRoute({
  pathname,
  root,
  manifest,
  trailingSlash,
}: {
  pathname: string;
  root: string;
  manifest: WireManifest;
  trailingSlash: boolean;
}): RouteMatch {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return { kind: 'outside' };
  }
  const path = routePathOf({ pathname: decoded, root });
  if (path === null) return { kind: 'outside' };
  const entry = manifestEntry(manifest, path);
  if (entry) return { kind: 'route', path, entry };
  if (!/\.html$/.test(path)) return { kind: 'not-found', path };

  const clean = normalizePathname(path);
  const base = root.replace(/\/+$/, '');
  const cleanPathname = clean === '/' ? `${base}/` : `${base}${clean}${trailingSlash ? '/' : ''}`;
  const cleanEntry = manifestEntry(manifest, clean);
  return cleanEntry
    ? { kind: 'route', path: clean, entry: cleanEntry, cleanPathname: encodeURI(cleanPathname) }
    : { kind: 'not-found', path: clean, cleanPathname: encodeURI(cleanPathname) };
}
