// The compile stage: every Markdown and MDX route of every locale becomes its content chunk (or, for
// MDX, a module for the bundle). Only routes whose inputs changed since the memo's build compile;
// the work runs on the build's executor (a worker pool for large sites), both formats at once.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../config/resolve-config.js';
import { isSwizzled } from '../../config/swizzled.js';
import type { LastCommit } from '../../content/git-history.js';
import type { MarkdownFormat } from '../../content/mdx.js';
import { DocgenError, type Problem } from '../../errors.js';
import type { Progress } from '../../logger.js';
import { routesOf, type RouteTable } from '../../routes/route-table.js';
import type { BuildMemo } from '../cache/memo.js';
import { writeDataChunk } from '../output/data-chunk.js';
import type { Output } from '../output/output.js';
import type { Executor } from '../workers/executor.js';
import { categoryIndexData } from './category-index.js';
import { hrefByFile, jobsOf } from './compile-jobs.js';
import { compileKeyOf } from './compile-page.js';
import type { CompileShared, SourceJob, SourceResult } from './compile-source.js';
import type { CompileContext, CompiledMdxPage, CompiledPage, CompileJob } from './compile-types.js';
import { highlightAhead, type HighlightedCode } from './highlight-stage.js';
import type { PendingCopy } from './markdown-copies.js';
import { type Incremental, joinMemo, type Reusable, splitByMemo, splitEdited } from '../reuse/reuse.js';
import { explain } from '../reuse/explain.js';

/** The compile stage once started: MDX pages come first (the bundle waits for them), Markdown pages
 * go on compiling in the pool while the bundle is made. */
/** A locale's pages of one format, and what the build's memo is to keep of them. */
export interface CompiledLocale<T> extends Incremental<T> {
  /** Route path -> the page with the key of its inputs and the URLs it depends on. */
  readonly entries: ReadonlyMap<string, Reusable<T>>;
}

export interface Compiling {
  readonly mdx: Promise<ReadonlyMap<string, CompiledLocale<CompiledMdxPage>>>;
  readonly md: Promise<ReadonlyMap<string, CompiledLocale<CompiledPage>>>;
  /** Locale -> the compile context of its pages: Markdown and MDX files that pages import
   * (partials) are compiled in it when they are bundled (mdx-partials.ts). */
  readonly contexts: Readonly<Record<string, CompileContext>>;
  /** Settles with the files of the Markdown copies of the compiled pages once they are written (markdown-copies.ts). */
  readonly copies: Promise<ReadonlySet<string>>;
  /** Source files to compile (0: every page comes from the memo). */
  readonly planned: number;
  /** The code blocks of those files, highlighted ahead, for the memo (undefined: none were). */
  readonly code: Promise<HighlightedCode | undefined>;
}

type MemoKind = 'compiled' | 'mdx';

/** Markdown copies written by one worker, below which warming a second one costs more than it saves. */
const COPIES_IN_ONE_BATCH = 300;

/** Compiles the changed Markdown and MDX routes of every locale; each source file once where it can be (compile-source.ts). */
export function startCompile({
  config,
  tables,
  strings,
  output,
  executor,
  memo,
  progress,
  explain: explainWhy = false,
  history,
  edited,
}: {
  config: SiteConfig;
  tables: readonly RouteTable[];
  /** Locale -> UI strings. */
  strings: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The pass's output: the compiled pages' files (written in the pool, or kept) are added to it. */
  output: Output;
  executor: Executor;
  /** Pages compiled and code highlighted by an earlier build (read only: the results carry this build's entries). */
  memo?: BuildMemo;
  /** Progress of each format's compile (the stages that wait for them show it). */
  progress?: { mdx?: Progress; md?: Progress };
  /** Print why each page is compiled again (--debug). */
  explain?: boolean;
  /** Last commit of each doc file, for instances that show it. */
  history?: ReadonlyMap<string, LastCommit>;
  /** Files whose body alone changed since the memo's pass (load-site.ts): only their pages compile. */
  edited?: ReadonlySet<string>;
}): Compiling {
  const location = output.data;
  mkdirSync(location.dir, { recursive: true });
  const contexts: Record<string, CompileContext> = {};
  const contentTrees = !isSwizzled(config.siteDir, 'MDXComponents');
  for (const table of tables) {
    contexts[table.locale.code] = {
      hrefByFile: hrefByFile(table),
      strings: strings[table.locale.code] ?? {},
      assets: output.media,
      minHeadingLevel: config.themeConfig.tableOfContents.minHeadingLevel,
      maxHeadingLevel: config.themeConfig.tableOfContents.maxHeadingLevel,
      chunkDir: location.dir,
      chunkUrl: location.url,
      ...(config.markdownPlugins ? { sitePlugins: { configFile: config.configFile, digest: config.markdownPlugins } } : {}),
      codeThemes: config.themeConfig.codeThemes,
      linkRoots: linkRootsOf({ config, locale: table.locale.code }),
      routeBase: { baseUrl: config.baseUrl, prefix: table.locale.prefix, trailingSlash: config.trailingSlash },
      ...(contentTrees ? { contentTrees } : {}),
      ...(config.llms
        ? { copies: { dir: output.localeDir(table.locale.prefix), url: table.href('/').replace(/\/$/, ''), siteUrl: config.url, exclude: config.llms.exclude } }
        : {}),
    };
  }
  const plan = (format: MarkdownFormat, kind: MemoKind) => {
    const splits = tables.map((table) => {
      const locale = table.locale.code;
      const context = contexts[locale] as CompileContext;
      const stored = memo?.[kind].get(locale) as ReadonlyMap<string, Reusable<CompiledPage | CompiledMdxPage>> | undefined;
      const only = edited && stored ? routesOf({ table, files: edited }) : undefined;
      const jobs = jobsOf({
        table,
        format,
        locales: config.locales,
        instances: config.docInstances,
        siteDir: config.siteDir,
        i18nDir: config.i18nDir,
        history,
        routes: only,
        strings: strings[locale],
      });
      const keyOf = format === 'mdx' ? compileKeyOf(context, locale) : compileKeyOf(context);
      const split = only && stored ? splitEdited({ jobs, keyOf, stored }) : splitByMemo({ jobs, keyOf, stored, hrefByFile: context.hrefByFile });
      if (explainWhy) explain({ what: `compile ${locale}`, reasons: split.reasons, stored: stored !== undefined, href: (path) => table.href(path) });
      return { locale, split };
    });
    const sources = new Map<string, SourceJob & { variants: { locale: string; job: CompileJob }[] }>();
    for (const { locale, split } of splits) {
      for (const job of split.todo) {
        const source = sources.get(job.file) ?? { format, file: job.file, variants: [] };
        source.variants.push({ locale, job });
        sources.set(job.file, source);
      }
    }
    return { kind, splits, jobs: [...sources.values()] as SourceJob[] };
  };
  type Plan = ReturnType<typeof plan>;
  const run = async <T extends CompiledPage | CompiledMdxPage>({ splits, jobs: planned }: Plan, tick?: Progress) => {
    const shared: CompileShared = { contexts };
    const code = await highlighted;
    const jobs = planned.map((source) => {
      const html = code?.get(source);
      return html ? { ...source, highlighted: html } : source;
    });
    const outcomes =
      jobs.length > 0
        ? await executor.run<SourceJob, SourceResult>({ task: 'compile', shared, jobs, progress: tick, ...(executor.pooled ? { threshold: 1 } : {}) })
        : [];
    for (const outcome of outcomes) {
      copyFiles.push(...outcome.copies);
      pendingCopies.push(...outcome.pending);
    }
    const found = new Map<string, Problem>();
    const results = new Map<string, Map<string, T>>(tables.map((table) => [table.locale.code, new Map()]));
    jobs.forEach((source, index) => {
      source.variants.forEach(({ locale, job }, variant) => {
        const outcome = outcomes[index]?.variants[variant];
        if (!outcome) throw new Error(`docgen bug: no compile result for ${job.displayPath}`);
        if ('problems' in outcome) for (const problem of outcome.problems) found.set(JSON.stringify(problem), problem);
        else results.get(locale)?.set(job.path, outcome.page as T);
      });
    });
    if (found.size > 0) throw new DocgenError([...found.values()]);
    const compiled = new Map<string, CompiledLocale<T>>();
    for (const { locale, split } of splits) {
      const joined = joinMemo({ split, results: results.get(locale) ?? new Map(), hrefByFile: (contexts[locale] as CompileContext).hrefByFile });
      compiled.set(locale, { pages: joined.pages as Map<string, T>, fresh: joined.fresh, entries: joined.memo as Map<string, Reusable<T>> });
      const files: string[] = [];
      for (const page of joined.pages.values()) addPageFiles(files, page);
      output.add(files);
    }
    return compiled;
  };
  /** The Markdown copies the compile wrote, and those it left to write (markdown-copies.ts). */
  const copyFiles: string[] = [];
  const pendingCopies: PendingCopy[] = [];
  const plans = { mdx: plan('mdx', 'mdx'), md: plan('md', 'compiled') };
  // Code of both formats is highlighted first, each language in one thread (highlight-stage.ts).
  const sources = [...plans.mdx.jobs, ...plans.md.jobs];
  const pooled = executor.pooled || executor.usesPool({ jobs: sources.length });
  const bodies = sources.map((source) => ({ file: source.file, body: source.variants[0]?.job.body ?? '' }));
  const code = highlightAhead({
    sources: bodies,
    executor,
    pooled,
    themes: config.themeConfig.codeThemes,
    ...(memo ? { memo: memo.highlights } : {}),
  });
  code.catch(() => undefined);
  const highlighted = code.then((done) => done && new Map(sources.map((source, index) => [source, done.records[index] ?? {}])));
  const mdx = run<CompiledMdxPage>(plans.mdx, progress?.mdx);
  const md = run<CompiledPage>(plans.md, progress?.md).then((compiled) => {
    for (const table of tables) addCategoryIndexes({ table, pages: compiled.get(table.locale.code)?.pages, output });
    return compiled;
  });
  // Neither rejection may go unhandled while the caller waits on the other.
  mdx.catch(() => undefined);
  md.catch(() => undefined);
  // Once both formats are compiled, the copies left: a few hundred go in one batch, so that one
  // worker alone warms its Markdown serializer; more are shared out, or one worker wrote them all
  // while the other waited.
  const copies = Promise.all([mdx, md]).then(async () => {
    const jobs = pendingCopies.splice(0);
    const batchSize = jobs.length <= COPIES_IN_ONE_BATCH ? jobs.length : Math.ceil(jobs.length / executor.parallelism);
    const written =
      jobs.length > 0
        ? await executor.run<PendingCopy, string[]>({ task: 'copy', shared: null, jobs, batchSize, ...(executor.pooled ? { threshold: 1 } : {}) })
        : [];
    return new Set([...copyFiles, ...written.flat()]);
  });
  copies.catch(() => undefined);
  return { mdx, md, contexts, copies, planned: sources.length, code };
}

/** Each content plugin's folders, its translation for the locale first: where a Markdown file
 * link written from its root (`/guides/setup.md`) is looked for, as Docusaurus does. */
function linkRootsOf({ config, locale }: { config: SiteConfig; locale: string }) {
  const translated = (dirName: string, folder: string) => join(config.i18nDir, locale, dirName, folder);
  const content = config.docInstances.map((instance) => [translated(instance.dirName, instance.version.translationFolder), instance.path]);
  if (config.pagesDir) content.push([translated('docusaurus-plugin-content-pages', ''), config.pagesDir]);
  return { siteDir: config.siteDir, content };
}

/** Generated category index pages: data chunks with no source to compile. */
function addCategoryIndexes({ table, pages, output }: { table: RouteTable; pages: Map<string, CompiledPage> | undefined; output: Output }): void {
  for (const route of table.routes) {
    // An instance key is `pluginId`, or `pluginId@version` for a released version.
    const [pluginId, version = 'current'] = route.instance?.split('@') ?? [];
    if (!route.index || !pluginId || !pages) continue;
    const data = categoryIndexData({ index: route.index, pluginId, version });
    const { url, file } = writeDataChunk({ data, prefix: 'p', ...output.data, write: output.write });
    const { html: _html, ...page } = data;
    pages.set(route.path, { chunk: url, chunkFile: file, page, anchors: [], links: [], assets: [], displayPath: route.path, warnings: [] });
  }
}

/**
 * Each MDX page joined with its chunk, kept while both stay the same: the stages after the compile
 * (the link check, the route manifest, render) tell a page that did not change by its object, and
 * serve --watch would otherwise hand them every MDX page of the site as new on each save.
 */
const joinedPages = new WeakMap<CompiledMdxPage, CompiledPage>();

/**
 * Each locale's compiled pages of both formats in one map, MDX pages pointing at their bundled
 * chunk; and the pages compiled by this build (the others came from the memo).
 */
export function joinFormats({
  tables,
  markdown,
  mdx,
  bundled,
}: {
  tables: readonly RouteTable[];
  markdown: ReadonlyMap<string, Incremental<CompiledPage>>;
  mdx: ReadonlyMap<string, Incremental<CompiledMdxPage>>;
  bundled: { readonly mdx: ReadonlyMap<string, { readonly script: string }> };
}): { compiled: Map<string, Map<string, CompiledPage>>; fresh: CompiledPage[] } {
  const compiled = new Map<string, Map<string, CompiledPage>>();
  const fresh: CompiledPage[] = [];
  for (const table of tables) {
    const code = table.locale.code;
    const pages = markdown.get(code)?.pages ?? new Map<string, CompiledPage>();
    for (const path of markdown.get(code)?.fresh ?? []) {
      const page = pages.get(path);
      if (page) fresh.push(page);
    }
    const mdxPages = mdx.get(code);
    for (const [path, mdxPage] of mdxPages?.pages ?? []) {
      // A page compiled to a content tree has its own data chunk; a module page's is its bundled chunk.
      const chunk = mdxPage.module ? (bundled.mdx.get(mdxPage.module.key)?.script ?? '') : (mdxPage.chunk ?? '');
      let joined = joinedPages.get(mdxPage);
      if (joined?.chunk !== chunk) {
        const { module: _module, ...page } = mdxPage;
        joined = { ...page, chunk };
        joinedPages.set(mdxPage, joined);
      }
      pages.set(path, joined);
      if (mdxPages?.fresh.has(path)) fresh.push(joined);
    }
    compiled.set(code, pages);
  }
  return { compiled, fresh };
}

/** Adds to `files` those a compiled page has in the output: data chunk, static fragments, Markdown copy, referenced media. */
function addPageFiles(files: string[], page: CompiledPage | CompiledMdxPage): void {
  if (page.chunkFile) files.push(page.chunkFile);
  if (page.fragments) files.push(page.fragments.file);
  if (page.copyFile) files.push(page.copyFile);
  for (const asset of page.assets) files.push(asset.file);
}
