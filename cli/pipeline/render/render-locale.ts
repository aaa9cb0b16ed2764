// The render stage of one locale: its sidebars and route manifest, its pages (render.ts), its
// sitemap. The manifest is written after the pages, so an open page that loads it finds every
// chunk it names; the files of routes that are gone are deleted.
import { rm } from 'node:fs/promises';
import type { Sidebar } from '../../../runtime/shared/types.js';
import type { Problem } from '../../errors.js';
import { inputKey } from '../../hash.js';
import type { Progress } from '../../logger.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { BundleResult } from '../bundle/bundle.js';
import type { CompiledPage } from '../compile/compile-types.js';
import type { SearchRecord } from '../search/search-index.js';
import type { PolicySources } from '../site/csp.js';
import type { Pass } from '../site/pass.js';
import { renderRoutes, type RenderedEntry } from './render.js';
import { routeManifest } from './route-manifest.js';
import { emitSidebars } from './sidebar-chunks.js';
import { sitemapFile, sitemapUrls, writeSitemap } from './sitemap.js';

export interface RenderedLocale {
  readonly locale: string;
  /** Public hrefs of the pages written. */
  readonly rendered: readonly string[];
  /** Output files deleted because their route is gone. */
  readonly removed: readonly string[];
  readonly records: readonly SearchRecord[];
  readonly policy: PolicySources;
  /** The locale's docs sidebars, in the order the site lists them. */
  readonly sidebars: readonly Sidebar[];
  /** The key of the URL list its sitemap was written from, for the build's memo. */
  readonly sitemapKey: string;
  /** Its pages' entries for the build's memo (render.ts). */
  readonly entries: ReadonlyMap<string, RenderedEntry>;
}

/** A locale some of whose pages failed: nothing after its pages was written. The entries are
 * still the memo's to store, since the pages that did render replaced their files. */
export interface FailedLocale {
  readonly locale: string;
  readonly entries: ReadonlyMap<string, RenderedEntry>;
  readonly problems: readonly Problem[];
}

/** What render reads from the passes before. */
export interface RenderMemo {
  /** Locale -> output HTML file -> key of what it was rendered from, and its search record. */
  readonly rendered: ReadonlyMap<string, ReadonlyMap<string, RenderedEntry>>;
  /** Locale -> key of the URL list its sitemap was written from. */
  readonly sitemaps: ReadonlyMap<string, string>;
}

export async function renderLocale({
  pass,
  table,
  compiled,
  bundle,
  progress,
  stored,
  edited,
}: {
  pass: Pass;
  table: RouteTable;
  /** Every locale's compiled pages: this locale's are rendered. */
  compiled: ReadonlyMap<string, ReadonlyMap<string, CompiledPage>>;
  bundle: BundleResult;
  progress: Progress;
  /** Pages and sitemaps of earlier passes into the same folder (only read). */
  stored?: RenderMemo;
  /** Files whose body alone changed since the memo's pass: only their pages render (render.ts). */
  edited?: ReadonlySet<string> | undefined;
}): Promise<RenderedLocale | FailedLocale> {
  const { config, site, output } = pass;
  const pages = compiled.get(table.locale.code) ?? new Map<string, CompiledPage>();
  const { chunks: sidebars, redescribed } = await emitSidebars({ table, pages, output });
  const manifest = routeManifest({ table, compiled: pages, bundle, sidebars, output });
  const outcome = await renderRoutes({
    config,
    site,
    table,
    tables: pass.tables,
    compiled: pages,
    bundle,
    sidebars,
    manifestUrl: manifest.url,
    layout: output,
    progress,
    executor: pass.executor,
    search: site.search !== undefined,
    stored: stored?.rendered.get(table.locale.code),
    explain: pass.explain,
    ...(edited ? { edited, redescribed } : {}),
  });
  if (outcome.problems.length > 0) return { locale: table.locale.code, entries: outcome.entries, problems: outcome.problems };
  // The pages were written in the pool, or kept from the last pass.
  output.add(outcome.files);
  manifest.write();
  const listed = sitemapUrls({ config, table });
  const sitemapKey = inputKey(listed);
  if (stored?.sitemaps.get(table.locale.code) !== sitemapKey) await writeSitemap({ config, table, output, urls: listed });
  else output.add([sitemapFile({ table, output })]);
  for (const file of outcome.removed) await rm(file, { force: true });
  const hrefs = new Map(table.routes.map((route) => [route.path, route.href]));
  return {
    locale: table.locale.code,
    rendered: outcome.rendered.map((path) => hrefs.get(path) ?? path),
    removed: outcome.removed,
    records: outcome.records,
    policy: outcome.policy,
    sidebars: [...sidebars.values()].map(({ sidebar }) => sidebar),
    sitemapKey,
    entries: outcome.entries,
  };
}
