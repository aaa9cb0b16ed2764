// Compiles the MDX routes of a locale to ES modules before bundling: each module's default
// export is the page's content component, and `page` is its page data. The bundle stage turns
// them into client chunks and server imports. Untranslated files compile once per locale,
// because links inside them resolve to that locale's URLs.
import type { MarkdownPageData } from '../../runtime/shared/types.js';
import type { SiteConfig } from '../config/resolve-config.js';
import { createMdxCompiler } from '../content/mdx.js';
import type { Progress } from '../logger.js';
import type { RouteTable } from '../routes/route-table.js';
import { pageData, pageFacts, pluginOptions, type CompiledPage } from './compile-page.js';
import { hrefByFile, jobsOf, mediaLocation } from './compile.js';

export interface MdxModule {
  /** Unique per locale and file. */
  readonly key: string;
  readonly file: string;
  readonly code: string;
}

export interface CompiledMdxPage extends Omit<CompiledPage, 'chunk' | 'chunkFile'> {
  readonly module: MdxModule;
}

export async function compileMdxPages({
  config,
  table,
  progress,
  strings,
  outDir,
}: {
  config: SiteConfig;
  table: RouteTable;
  progress: Progress;
  strings: Readonly<Record<string, string>>;
  /** The build's output folder, where referenced images are copied. */
  outDir: string;
}): Promise<Map<string, CompiledMdxPage>> {
  const jobs = jobsOf({ table, format: 'mdx', locales: config.locales, instances: config.docInstances });
  const compile = createMdxCompiler(pluginOptions({ hrefByFile: hrefByFile(table), strings, assets: mediaLocation({ outDir, baseUrl: config.baseUrl }) }));
  const context = config.themeConfig.tableOfContents;
  const pages = new Map<string, CompiledMdxPage>();
  for (const job of jobs) {
    const result = await compile({ file: job.file, displayPath: job.displayPath, body: job.body, lineOffset: job.lineOffset });
    const { html: _html, ...page }: MarkdownPageData = pageData({ job, result, context: { minHeadingLevel: context.minHeadingLevel, maxHeadingLevel: context.maxHeadingLevel }, html: '' });
    const key = `${table.locale.code}:${job.file}`;
    const code = `${result.code}\nexport const page = ${JSON.stringify(page)};\n`;
    pages.set(job.path, { module: { key, file: job.file, code }, mdxKey: key, page, ...pageFacts({ job, result }) });
    progress.tick(pages.size, jobs.length);
  }
  return pages;
}
