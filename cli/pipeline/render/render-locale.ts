// The render stage of one locale: its sidebars and route manifest, its pages (render.ts), its
// sitemap. The manifest is written after the pages, so an open page that loads it finds every
// chunk it names; the files of routes that are gone are deleted.
import type { PolicySources } from '../site/csp.js';
import { rm } from 'node:fs/promises';
import type { SiteData } from '../../../runtime/shared/site-data.js';
import type { Sidebar } from '../../../runtime/shared/types.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { Progress } from '../../logger.js';
import type { Output } from '../output/output.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { BundleResult } from '../bundle/bundle.js';
import { emitSidebars } from './sidebar-chunks.js';
import { routeManifest } from './route-manifest.js';
import type { Executor } from '../workers/executor.js';
import type { BuildMemo } from '../cache/memo.js';
import { inputKey } from '../../hash.js';
import type { Problem } from '../../errors.js';
import { type RenderedEntry, renderRoutes } from './render.js';
import type { SearchRecord } from '../search/search-index.js';
import { sitemapFile, sitemapUrls, writeSitemap } from './sitemap.js';
import type { CompiledPage } from '../compile/compile-types.js';

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

export async function renderLocale({
  config,
  site,
  table,
  tables,
  compiled,
  bundle,
  output,
  progress,
  executor,
  memo,
  explain = false,
  edited,
}: {
  config: SiteConfig;
  site: SiteData;
  table: RouteTable;
  /** Every built locale's route table, for hreflang alternates. */
  tables: readonly RouteTable[];
  compiled: ReadonlyMap<string, CompiledPage>;
  bundle: BundleResult;
  output: Output;
  progress: Progress;
  executor: Executor;
  memo?: BuildMemo;
  explain?: boolean;
  /** Files whose body alone changed since the memo's pass: only their pages render (render.ts). */
  edited?: ReadonlySet<string>;
}): Promise<RenderedLocale | FailedLocale> {
  const sidebars = await emitSidebars({ table, output });
  const manifest = routeManifest({ table, compiled, bundle, sidebars, output });
  const outcome = await renderRoutes({
    config,
    site,
    table,
    tables,
    compiled,
    bundle,
    sidebars,
    manifestUrl: manifest.url,
    layout: output,
    progress,
    executor,
    search: site.search !== undefined,
    stored: memo?.rendered.get(table.locale.code),
    explain,
    ...(edited ? { edited } : {}),
  });
  if (outcome.problems.length > 0) return { locale: table.locale.code, entries: outcome.entries, problems: outcome.problems };
  // The pages were written in the pool, or kept from the last pass.
  output.add(outcome.files);
  manifest.write();
  const listed = sitemapUrls({ config, table });
  const sitemapKey = inputKey(listed);
  if (memo?.sitemaps.get(table.locale.code) !== sitemapKey) await writeSitemap({ config, table, output, urls: listed });
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
