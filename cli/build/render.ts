// Pre-renders every route of one locale to a full HTML file, one page at a time, so memory holds
// one page's HTML, never the site's. Render failures are collected and reported together.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteData } from '../../runtime/shared/site-data.js';
import type { MarkdownPageData, PageBootData, Sidebar } from '../../runtime/shared/types.js';
import { formatTitle } from '../../runtime/shared/title.js';
import { routeFile, staticHref } from '../../runtime/shared/urls.js';
import type { SiteConfig } from '../config/resolve-config.js';
import { DocgenError, problems, type Problem } from '../errors.js';
import type { Progress } from '../logger.js';
import type { RouteTable } from '../routes/route-table.js';
import type { BundleResult } from './bundle.js';
import type { CompiledPage } from './compile.js';
import { parseDataChunk } from './compile-page.js';
import { htmlDocument } from './html-document.js';

export interface RenderInput {
  readonly config: SiteConfig;
  readonly site: SiteData;
  readonly table: RouteTable;
  /** Every built locale's route table, for hreflang alternates. */
  readonly tables: readonly RouteTable[];
  readonly compiled: ReadonlyMap<string, CompiledPage>;
  readonly bundle: BundleResult;
  /** pluginId/sidebarId -> chunk URL and data. */
  readonly sidebars: ReadonlyMap<string, { url: string; sidebar: Sidebar }>;
  readonly manifestUrl: string;
  readonly outDir: string;
  readonly progress: Progress;
}

export const sidebarKey = (pluginId: string, sidebarId: string) => `${pluginId}/${sidebarId}`;

export async function renderRoutes(input: RenderInput): Promise<void> {
  const { config, site, table, tables, compiled, bundle, sidebars, outDir, progress } = input;
  const found: Problem[] = [];
  const absolute = (href: string) => config.url + href;
  const pathsOf = new Map(tables.map((other) => [other, new Set(other.routes.map((route) => route.path))]));
  const defaultTable = tables.find((other) => other.locale.code === config.defaultLocale);
  let done = 0;
  for (const route of table.routes) {
    const page = compiled.get(route.path);
    const sidebarEntry = route.doc && route.sidebarId ? sidebars.get(sidebarKey(route.doc.pluginId, route.sidebarId)) : undefined;
    const componentFile = route.page?.kind === 'component' ? route.page.file : undefined;
    const clientAssets = componentFile ? bundle.components.get(componentFile) : undefined;
    const boot: PageBootData = {
      locale: table.locale.code,
      path: route.path,
      kind: route.kind,
      manifest: input.manifestUrl,
      ...(page ? { chunk: page.chunk, page: page.page } : {}),
      ...(clientAssets ? { chunk: clientAssets.script } : {}),
      ...(sidebarEntry ? { sidebar: sidebarEntry.url } : {}),
    };
    let rendered;
    try {
      const data = page ? ({ ...page.page, html: (parseDataChunk(await readFile(page.chunkFile, 'utf8')) as MarkdownPageData).html } as MarkdownPageData) : undefined;
      rendered = bundle.renderPage({
        site,
        locale: table.locale,
        path: route.path,
        kind: route.kind,
        ...(data ? { page: data } : {}),
        ...(sidebarEntry ? { sidebar: sidebarEntry.sidebar } : {}),
        ...(componentFile ? { Component: bundle.serverComponents.get(componentFile) } : {}),
      });
    } catch (error) {
      found.push(problems.renderFailed({ path: route.page?.displayPath ?? route.doc?.displayPath ?? route.path, reason: (error as Error).message }));
      continue;
    }
    const isNotFound = route.kind === 'not-found';
    const alternates = isNotFound
      ? []
      : tables
          .filter((other) => pathsOf.get(other)?.has(route.path))
          .map((other) => ({ hreflang: other.locale.htmlLang, href: absolute(other.href(route.path)) }));
    if (alternates.length > 1 && defaultTable) alternates.push({ hreflang: 'x-default', href: absolute(defaultTable.href(route.path)) });
    // The first load reads a Markdown page's HTML from the DOM, so its own chunk is not preloaded.
    const image = page?.image ?? config.themeConfig.image;
    const html = htmlDocument({
      lang: table.locale.htmlLang,
      direction: table.locale.direction,
      colorMode: config.themeConfig.colorMode,
      title: formatTitle({ title: rendered.head.title, siteTitle: config.title, delimiter: config.titleDelimiter }),
      description: rendered.head.description ?? (route.path === '/' ? config.tagline : undefined),
      keywords: page?.keywords,
      canonical: isNotFound ? undefined : absolute(route.href),
      alternates,
      ogLocale: table.locale.htmlLang.replace('-', '_'),
      image: image === undefined ? undefined : /^https?:/.test(image) ? image : absolute(staticHref({ baseUrl: config.baseUrl, src: image })),
      favicon: config.favicon ? staticHref({ baseUrl: config.baseUrl, src: config.favicon }) : undefined,
      noIndex: route.unlisted && !isNotFound ? true : Boolean(rendered.head.noIndex),
      styles: [...bundle.entry.styles, ...(clientAssets?.styles ?? [])],
      script: bundle.entry.script,
      preload: [...new Set([...bundle.entry.preload, ...(clientAssets ? [clientAssets.script, ...clientAssets.preload] : []), ...(sidebarEntry ? [sidebarEntry.url] : [])].filter((url) => url !== bundle.entry.script))],
      body: rendered.html,
      headTags: rendered.headTags,
      boot,
    });
    const file = join(outDir, table.locale.prefix, isNotFound ? '404.html' : routeFile({ path: route.path, trailingSlash: config.trailingSlash }));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    progress.tick(++done, table.routes.length);
  }
  if (found.length > 0) throw new DocgenError(found);
}
