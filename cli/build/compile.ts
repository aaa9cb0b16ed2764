// Compiles every Markdown route of a locale into its content chunk (written to disk at once) and
// keeps only small facts in memory: the chunk URL, the page data without HTML, anchors and links.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MarkdownPageData, PaginationLink } from '../../runtime/shared/types.js';
import type { SiteConfig } from '../config/resolve-config.js';
import type { DocFile, MarkdownSource } from '../content/load-content.js';
import { createMarkdownCompiler, firstParagraphText, tocBetween } from '../content/markdown.js';
import type { LinkRecord } from '../content/plugins/rehype-links.js';
import type { Progress } from '../logger.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import { contentHash } from './hash.js';

export interface CompiledPage {
  /** Public URL of the content chunk. */
  readonly chunk: string;
  /** File of the chunk on disk, read back when the page is rendered. */
  readonly chunkFile: string;
  readonly page: Omit<MarkdownPageData, 'html'>;
  readonly anchors: readonly string[];
  readonly links: readonly LinkRecord[];
  readonly displayPath: string;
  /** Social card image from front matter. */
  readonly image?: string;
  readonly keywords?: readonly string[];
}

/** Writes a data module named by its content hash; returns its public URL and file. */
export async function writeDataChunk({
  data,
  prefix,
  outDir,
  baseUrl,
}: {
  data: unknown;
  prefix: string;
  outDir: string;
  baseUrl: string;
}): Promise<{ url: string; file: string }> {
  const code = `export default ${JSON.stringify(data)};\n`;
  const name = `${prefix}-${contentHash(code)}.js`;
  const dir = join(outDir, 'assets', 'data');
  await mkdir(dir, { recursive: true });
  const file = join(dir, name);
  await writeFile(file, code);
  return { url: `${baseUrl}assets/data/${name}`, file };
}

/** Reads a data chunk written by writeDataChunk. */
export function parseDataChunk(code: string): unknown {
  return JSON.parse(code.slice('export default '.length, code.lastIndexOf(';')));
}

function pagination({ doc, table }: { doc: DocFile; table: RouteTable; sidebarId?: string }): { previous?: PaginationLink; next?: PaginationLink } {
  const docs = table.docs.get(doc.pluginId);
  const route = table.byFile.get(doc.file);
  const order = route?.sidebarId ? table.sidebars.get(doc.pluginId)?.order.get(route.sidebarId) : undefined;
  const link = (id: string | null | undefined): PaginationLink | undefined => {
    const target = id ? docs?.get(id) : undefined;
    if (!target) return undefined;
    return { title: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title, permalink: table.href(target.routePath) };
  };
  const index = order ? order.indexOf(doc.id) : -1;
  const { pagination_prev: prev, pagination_next: next } = doc.frontMatter;
  return {
    previous: prev === null ? undefined : link(prev ?? (index > 0 ? order?.[index - 1] : undefined)),
    next: next === null ? undefined : link(next ?? (index >= 0 ? order?.[index + 1] : undefined)),
  };
}

export async function compileContent({
  config,
  table,
  outDir,
  progress,
}: {
  config: SiteConfig;
  table: RouteTable;
  outDir: string;
  progress: Progress;
}): Promise<Map<string, CompiledPage>> {
  const compile = createMarkdownCompiler({ links: { hrefOfFile: (file) => table.byFile.get(file)?.href } });
  const { minHeadingLevel, maxHeadingLevel } = config.themeConfig.tableOfContents;
  const compiled = new Map<string, CompiledPage>();
  const routes = table.routes.filter((route): route is Route & { page?: MarkdownSource } => route.kind === 'doc' || route.kind === 'markdown');
  let done = 0;
  for (const route of routes) {
    const source = (route.doc ?? route.page) as MarkdownSource & { kind?: string };
    const result = await compile({ file: source.file, body: source.body, lineOffset: source.lineOffset });
    const fm = source.frontMatter;
    const doc = route.doc;
    const data: MarkdownPageData = {
      kind: doc ? 'doc' : 'markdown',
      title: source.title,
      description: fm.description ?? firstParagraphText(result.html),
      html: result.html,
      toc: tocBetween({ headings: result.headings, min: fm.toc_min_heading_level ?? minHeadingLevel, max: fm.toc_max_heading_level ?? maxHeadingLevel }),
      hideTitle: Boolean(fm.hide_title) || result.startsWithH1,
      hideTableOfContents: Boolean(fm.hide_table_of_contents),
      ...(doc ? { doc: { id: doc.id, pluginId: doc.pluginId, ...(route.sidebarId ? { sidebarId: route.sidebarId } : {}), ...pagination({ doc, table }) } } : {}),
    };
    const { url, file } = await writeDataChunk({ data, prefix: 'p', outDir, baseUrl: config.baseUrl });
    const { html: _html, ...page } = data;
    compiled.set(route.path, {
      chunk: url,
      chunkFile: file,
      page,
      anchors: result.anchors,
      links: result.links,
      displayPath: source.displayPath,
      ...(fm.image ? { image: fm.image } : {}),
      ...(fm.keywords ? { keywords: fm.keywords } : {}),
    });
    progress.tick(++done, routes.length);
  }
  return compiled;
}
