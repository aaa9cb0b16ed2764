// What one build leaves for the next, so a rebuild redoes only the work whose inputs changed:
// parsed sources, compiled pages, the bundle and the key of every rendered page. `serve --watch`
// keeps one in memory. Every entry is stored with a hash of all its inputs and reused only when
// that hash matches again, so an entry can be stale but is never trusted when it is. Stages only
// read it and return their new entries, which build.ts stores (through the stage's own remember
// function where storing takes more than a set: rememberRead, rememberCode, rememberSite). Render
// returns its pages' entries with its problems, so the pages that rendered before one failed keep
// theirs.
import type { MarkdownSource } from '../../content/load-content.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { SidebarsDefinition } from '../../routes/sidebars.js';
import type { BundleResult } from '../bundle/bundle.js';
import type { CompiledMdxPage, CompiledPage } from '../compile/compile-types.js';
import type { HighlightMemo } from '../compile/highlight-stage.js';
import type { RenderedEntry } from '../render/render.js';
import type { Reusable } from '../reuse/reuse.js';

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
