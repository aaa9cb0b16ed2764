// Compiles every Markdown route of a locale into its content chunk. Large sites compile in a pool
// of worker threads (one per core); small ones in
// this thread, where starting workers would cost more than it saves. Both paths give the same bytes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PaginationLink, VersionBannerData } from '../../runtime/shared/types.js';
import type { SiteConfig } from '../config/resolve-config.js';
import type { DocFile, MarkdownSource } from '../content/load-content.js';
import type { MarkdownFormat } from '../content/mdx.js';
import type { Progress } from '../logger.js';
import type { RouteTable } from '../routes/route-table.js';
import { categoryIndexData } from './category-index.js';
import { compileKeyOf, compilePage, createPageCompiler, writeDataChunk, type CompileContext, type CompileJob, type CompiledPage } from './compile-page.js';
import { withMemo, type BuildMemo, type Incremental } from './memo.js';
import { runInWorkers, threadCount, workerFile } from './workers.js';

export type { CompiledPage } from './compile-page.js';

const WORKER_THRESHOLD = 64;

export const dataLocation = ({ outDir, baseUrl }: { outDir: string; baseUrl: string }) => ({
  dir: join(outDir, 'assets', 'data'),
  url: `${baseUrl}assets/data/`,
});

/** Images and files that Markdown references by relative path. */
export const mediaLocation = ({ outDir, baseUrl }: { outDir: string; baseUrl: string }) => ({
  dir: join(outDir, 'assets', 'media'),
  url: `${baseUrl}assets/media/`,
});

function pagination({ doc, table, sidebarId }: { doc: DocFile; table: RouteTable; sidebarId?: string }): { previous?: PaginationLink; next?: PaginationLink } {
  const docs = table.docs.get(doc.instance);
  const order = sidebarId ? table.sidebars.get(doc.instance)?.order.get(sidebarId) : undefined;
  const link = (id: string | null | undefined): PaginationLink | undefined => {
    const target = id ? docs?.get(id) : undefined;
    if (!target) return undefined;
    return { title: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title, permalink: table.href(target.routePath) };
  };
  const index = order ? order.indexOf(doc.id) : -1;
  const { pagination_prev: prev, pagination_next: next } = doc.frontMatter;
  return {
    ...(prev === null ? {} : withValue('previous', link(prev ?? (index > 0 ? order?.[index - 1] : undefined)))),
    ...(next === null ? {} : withValue('next', link(next ?? (index >= 0 ? order?.[index + 1] : undefined)))),
  };
}

/** The banner of a doc in an unreleased or unmaintained version, pointing at the same doc (or the main doc) of the last version. */
function versionBanner({ doc, table, instances }: { doc: DocFile; table: RouteTable; instances: SiteConfig['docInstances'] }): VersionBannerData | undefined {
  const instance = instances.find((candidate) => candidate.key === doc.instance);
  const last = instances.find((candidate) => candidate.id === doc.pluginId && candidate.version.isLast);
  if (!instance || !last || instance.version.banner === 'none') return undefined;
  const lastDocs = table.docs.get(last.key);
  const order = [...(table.sidebars.get(last.key)?.order.values() ?? [])].find((ids) => ids.length > 0);
  const target = lastDocs?.get(doc.id) ?? (order?.[0] ? lastDocs?.get(order[0]) : undefined) ?? [...(lastDocs?.values() ?? [])][0];
  return {
    kind: instance.version.banner,
    versionLabel: instance.version.label,
    latestLabel: last.version.label,
    ...(target ? { latestHref: table.href(target.routePath) } : {}),
  };
}

const withValue = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** Compile jobs of a locale's routes written in one format. */
export function jobsOf({
  table,
  format,
  locales,
  instances,
}: {
  table: RouteTable;
  format: MarkdownFormat;
  locales: SiteConfig['locales'];
  instances: SiteConfig['docInstances'];
}): CompileJob[] {
  const jobs: CompileJob[] = [];
  for (const route of table.routes) {
    const source: MarkdownSource | undefined = route.doc ?? (route.page?.kind === 'markdown' ? route.page : undefined);
    if (!source || source.format !== format) continue;
    const { description, toc_min_heading_level, toc_max_heading_level, hide_title, hide_table_of_contents, image, keywords, unlisted, last_update } = source.frontMatter;
    const doc = route.doc;
    const banner = doc ? versionBanner({ doc, table, instances }) : undefined;
    const contentLang = route.contentLocale === table.locale.code ? undefined : locales.find((locale) => locale.code === route.contentLocale)?.htmlLang;
    // Only other locales expect a translation; the default locale shows content as written.
    const untranslated = contentLang !== undefined && table.locale.code !== locales[0]?.code;
    jobs.push({
      ...(contentLang ? { contentLang } : {}),
      ...(untranslated ? { untranslated: true as const } : {}),
      ...(banner ? { versionBanner: banner } : {}),
      path: route.path,
      file: source.file,
      displayPath: source.displayPath,
      body: source.body,
      bodyHash: source.bodyHash,
      lineOffset: source.lineOffset,
      title: source.title,
      frontMatter: { description, toc_min_heading_level, toc_max_heading_level, hide_title, hide_table_of_contents, image, keywords, unlisted, last_update },
      ...(doc
        ? { doc: { id: doc.id, pluginId: doc.pluginId, ...withValue('sidebarId', route.sidebarId), ...pagination({ doc, table, sidebarId: route.sidebarId }) } }
        : {}),
    });
  }
  return jobs;
}

async function compileHere({ jobs, context, progress }: { jobs: readonly CompileJob[]; context: CompileContext; progress: Progress }): Promise<CompiledPage[]> {
  const compile = createPageCompiler(context);
  const results: CompiledPage[] = [];
  for (const job of jobs) {
    results.push(await compilePage({ compile, job, context }));
    progress.tick(results.length, jobs.length);
  }
  return results;
}

export const hrefByFile = (table: RouteTable) => Object.fromEntries([...table.byFile].map(([file, route]) => [file, route.href]));

export async function compileContent({
  config,
  table,
  outDir,
  progress,
  workers,
  strings,
  memo,
}: {
  config: SiteConfig;
  table: RouteTable;
  outDir: string;
  progress: Progress;
  /** UI strings of the table's locale. */
  strings: Readonly<Record<string, string>>;
  /** Worker threads; undefined picks by site size and cores, 0 compiles in this thread. */
  workers?: number;
  /** Pages compiled by an earlier build; updated with this build's. */
  memo?: BuildMemo;
}): Promise<Incremental<CompiledPage>> {
  const jobs = jobsOf({ table, format: 'md', locales: config.locales, instances: config.docInstances });
  const location = dataLocation({ outDir, baseUrl: config.baseUrl });
  mkdirSync(location.dir, { recursive: true });
  const context: CompileContext = {
    hrefByFile: hrefByFile(table),
    strings,
    assets: mediaLocation({ outDir, baseUrl: config.baseUrl }),
    minHeadingLevel: config.themeConfig.tableOfContents.minHeadingLevel,
    maxHeadingLevel: config.themeConfig.tableOfContents.maxHeadingLevel,
    chunkDir: location.dir,
    chunkUrl: location.url,
  };
  const filename = workerFile('compile-worker');
  const { pages: compiled, fresh, memo: entries } = await withMemo({
    jobs,
    keyOf: compileKeyOf(context),
    stored: memo?.compiled.get(table.locale.code),
    hrefByFile: context.hrefByFile,
    compute: async (todo) => {
      const threads = threadCount({ requested: workers, jobs: todo.length, threshold: WORKER_THRESHOLD });
      return threads > 0 && filename
        ? runInWorkers<CompileJob, CompiledPage>({ filename, workerData: context, jobs: todo, threads, progress })
        : compileHere({ jobs: todo, context, progress });
    },
  });
  memo?.compiled.set(table.locale.code, entries);
  for (const route of table.routes) {
    const pluginId = route.instance?.split('@')[0];
    if (!route.index || !pluginId) continue;
    const data = categoryIndexData({ index: route.index, pluginId });
    const { url, file } = writeDataChunk({ data, prefix: 'p', ...location });
    const { html: _html, ...page } = data;
    compiled.set(route.path, { chunk: url, chunkFile: file, page, anchors: [], links: [], assets: [], displayPath: route.path, warnings: [] });
  }
  return { pages: compiled, fresh };
}
