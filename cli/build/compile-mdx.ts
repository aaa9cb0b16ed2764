// Compiles the MDX routes of a locale to ES modules before bundling: each module's default
// export is the page's content component, and `page` is its page data. The bundle stage turns
// them into client chunks and server imports. Untranslated files compile once per locale,
// because links inside them resolve to that locale's URLs. Many pages compile in worker threads.
import { mkdirSync } from 'node:fs';
import type { SiteConfig } from '../config/resolve-config.js';
import { createMdxCompiler } from '../content/mdx.js';
import { DocgenError, type Problem } from '../errors.js';
import type { Progress } from '../logger.js';
import type { RouteTable } from '../routes/route-table.js';
import { compileKeyOf, compileMdxPage, pluginOptions, type CompileContext, type CompileJob, type CompiledMdxPage } from './compile-page.js';
import { dataLocation, hrefByFile, jobsOf, mediaLocation } from './compile.js';
import type { MdxWorkerData } from './mdx-worker.js';
import { withMemo, type BuildMemo, type Incremental } from './memo.js';
import { runInWorkers, threadCount, workerFile } from './workers.js';

export type { CompiledMdxPage, MdxModule } from './compile-page.js';

// Each MDX worker loads the MDX compiler and Shiki before its first page (about a second): below a
// couple of hundred pages per locale the main thread is faster (ZELF's 60 MDX pages: 6 s vs 8 s).
const WORKER_THRESHOLD = 200;

type Result = { page: CompiledMdxPage } | { problems: Problem[] };

export async function compileMdxPages({
  config,
  table,
  progress,
  strings,
  outDir,
  workers,
  memo,
}: {
  config: SiteConfig;
  table: RouteTable;
  progress: Progress;
  strings: Readonly<Record<string, string>>;
  /** The build's output folder, where referenced images are copied. */
  outDir: string;
  /** Worker threads; undefined picks by page count and cores, 0 compiles in this thread. */
  workers?: number;
  /** Pages compiled by an earlier build; updated with this build's. */
  memo?: BuildMemo;
}): Promise<Incremental<CompiledMdxPage>> {
  const jobs = jobsOf({ table, format: 'mdx', locales: config.locales, instances: config.docInstances });
  const { minHeadingLevel, maxHeadingLevel } = config.themeConfig.tableOfContents;
  const location = dataLocation({ outDir, baseUrl: config.baseUrl });
  // Where the pages' static parts are written (see rehype-static-fragments).
  mkdirSync(location.dir, { recursive: true });
  const context: CompileContext = {
    hrefByFile: hrefByFile(table),
    strings,
    assets: mediaLocation({ outDir, baseUrl: config.baseUrl }),
    minHeadingLevel,
    maxHeadingLevel,
    chunkDir: location.dir,
    chunkUrl: location.url,
  };
  const locale = table.locale.code;
  const filename = workerFile('mdx-worker');
  const { pages, fresh, memo: entries } = await withMemo({
    jobs,
    keyOf: compileKeyOf(context, locale),
    stored: memo?.mdx.get(locale),
    hrefByFile: context.hrefByFile,
    compute: async (todo) => {
      const threads = threadCount({ requested: workers, jobs: todo.length, threshold: WORKER_THRESHOLD });
      let results: Result[];
      if (threads > 0 && filename) {
        const workerData: MdxWorkerData = { context, locale };
        results = await runInWorkers<CompileJob, Result>({ filename, workerData, jobs: todo, threads, progress });
      } else {
        const compile = createMdxCompiler(pluginOptions(context));
        results = [];
        for (const job of todo) {
          results.push(await compileMdxPage({ compile, job, context, locale }));
          progress.tick(results.length, todo.length);
        }
      }
      const found = results.flatMap((result) => ('problems' in result ? result.problems : []));
      if (found.length > 0) throw new DocgenError(found);
      return results.map((result) => (result as { page: CompiledMdxPage }).page);
    },
  });
  memo?.mdx.set(locale, entries);
  return { pages, fresh };
}
