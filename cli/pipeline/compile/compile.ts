// The compile stage: every Markdown and MDX route of every locale becomes its content chunk (or, for
// MDX, a module for the bundle). Only routes whose inputs changed since the stored pass compile;
// the work runs on the pass's executor (a worker pool for large sites), both formats at once. Code
// blocks are highlighted first, each language in one thread (highlight-stage.ts); the Markdown
// copies the compile could not write as it went are written once both formats are done.
import type { LastCommit } from '../../content/git-history.js';
import type { MarkdownFormat } from '../../content/mdx.js';
import { DocgenError, type Problem } from '../../errors.js';
import { laterProgress, type Progress } from '../../logger.js';
import { routesOf, type RouteTable } from '../../routes/route-table.js';
import { writeDataChunk } from '../output/data-chunk.js';
import type { Output } from '../output/output.js';
import { explain } from '../reuse/explain.js';
import { joinMemo, splitByMemo, splitEdited, type Incremental, type MemoSplit, type Reusable } from '../reuse/reuse.js';
import type { Pass } from '../site/pass.js';
import type { Executor } from '../workers/executor.js';
import { categoryIndexData } from './category-index.js';
import { docTagsData } from './doc-tags-data.js';
import { compileContexts } from './compile-contexts.js';
import { compileJobs } from './compile-jobs.js';
import { compileKeyOf } from './compile-page.js';
import type { CompileShared, SourceJob, SourceResult } from './compile-source.js';
import type { CompileContext, CompiledMdxPage, CompiledPage, CompileJob } from './compile-types.js';
import { highlightAhead, type HighlightedCode, type HighlightMemo } from './highlight-stage.js';
import type { PendingCopy } from './markdown-copies.js';
import { codeOptionsOf } from '../../config/code-themes.js';

/** What the compile stage reads from the passes before. */
export interface CompileMemo {
  /** Locale -> route path -> compiled Markdown page (its chunk stays on disk). */
  readonly markdown: ReadonlyMap<string, ReadonlyMap<string, Reusable<CompiledPage>>>;
  /** Locale -> route path -> compiled MDX page. */
  readonly mdx: ReadonlyMap<string, ReadonlyMap<string, Reusable<CompiledMdxPage>>>;
  /** Code blocks highlighted by earlier builds (highlight-stage.ts). */
  readonly highlights: HighlightMemo;
}

/** A locale's pages of one format, and what the build's memo is to keep of them. */
export interface CompiledLocale<T> extends Incremental<T> {
  /** Route path -> the page with the key of its inputs and the URLs it depends on. */
  readonly entries: ReadonlyMap<string, Reusable<T>>;
}

/** The compile stage once started: MDX pages come first (the bundle waits for them), Markdown pages
 * go on compiling in the pool while the bundle is made. */
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
  /** Each format's pages as the task that waits for them: the compile's progress so far, and to come, shows in it. */
  readonly shown: {
    readonly mdx: (progress: Progress) => Compiling['mdx'];
    readonly md: (progress: Progress) => Compiling['md'];
  };
}

/** Markdown copies written by one worker, below which warming a second one costs more than it saves. */
const COPIES_IN_ONE_BATCH = 300;

/** The Markdown copies the compile wrote, and those it left to write (markdown-copies.ts). */
interface Copies {
  readonly written: string[];
  readonly pending: PendingCopy[];
}

/** Compiles the changed Markdown and MDX routes of every locale; each source file once where it can be (compile-source.ts). */
export function startCompile({
  pass,
  stored,
  history,
  edited,
}: {
  pass: Pass;
  /** Pages compiled and code highlighted by earlier passes (read only: the results carry this pass's entries). */
  stored?: CompileMemo;
  /** Last commit of each doc file, for instances that show it. */
  history?: ReadonlyMap<string, LastCommit>;
  /** Files whose body alone changed since the memo's pass (load-site.ts): only their pages compile. */
  edited?: ReadonlySet<string>;
}): Compiling {
  const { executor, output, tables } = pass;
  const contexts = compileContexts(pass);
  const planned = { pass, contexts, history, edited };
  const plans = { mdx: planFormat({ ...planned, format: 'mdx', stored: stored?.mdx }), md: planFormat({ ...planned, format: 'md', stored: stored?.markdown }) };
  // Code of both formats is highlighted first, each language in one thread (highlight-stage.ts).
  const sources = [...plans.mdx.jobs, ...plans.md.jobs];
  const code = highlightAhead({
    sources: sources.map((source) => ({ file: source.file, body: source.variants[0]?.job.body ?? '' })),
    executor,
    pooled: executor.pooled || executor.usesPool({ jobs: sources.length }),
    code: codeOptionsOf(pass.config.themeConfig.prism),
    ...(stored ? { memo: stored.highlights } : {}),
  });
  code.catch(() => undefined);
  const highlighted = code.then((done) => done && new Map(sources.map((source, index) => [source, done.records[index] ?? {}])));
  const copies: Copies = { written: [], pending: [] };
  const running = { executor, output, tables, contexts, highlighted, copies };
  const progress = { mdx: laterProgress(), md: laterProgress() };
  const mdx = runFormat<CompiledMdxPage>({ ...running, plan: plans.mdx, progress: progress.mdx.progress });
  const md = runFormat<CompiledPage>({ ...running, plan: plans.md, progress: progress.md.progress }).then(async (compiled) => {
    // The generated pages show what the docs of both formats say of themselves; a failed MDX
    // compile is reported by its own promise.
    const compiledMdx = await mdx.catch(() => undefined);
    for (const table of tables) {
      const code = table.locale.code;
      const described = [compiled.get(code)?.pages, compiledMdx?.get(code)?.pages];
      const describe = (path: string) => described.map((pages) => pages?.get(path)?.page).find(Boolean);
      addGeneratedDocsPages({ table, pages: compiled.get(code)?.pages, describe, output, instances: pass.config.docInstances });
    }
    return compiled;
  });
  // Neither rejection may go unhandled while the caller waits on the other.
  mdx.catch(() => undefined);
  md.catch(() => undefined);
  const written = writeLaterCopies({ executor, copies, after: Promise.all([mdx, md]) });
  written.catch(() => undefined);
  const shown =
    <T>(later: ReturnType<typeof laterProgress>, work: Promise<T>) =>
    (task: Progress) => {
      later.attach(task);
      return work;
    };
  return { mdx, md, contexts, copies: written, planned: sources.length, code, shown: { mdx: shown(progress.mdx, mdx), md: shown(progress.md, md) } };
}

/** One format's jobs: each locale's split into stored pages and pages to compile, and the source
 * files to compile, each once for all the locales that show it. */
interface FormatPlan {
  readonly splits: readonly { readonly locale: string; readonly split: MemoSplit<CompileJob, CompiledPage | CompiledMdxPage> }[];
  readonly jobs: readonly (SourceJob & { readonly variants: readonly { readonly locale: string; readonly job: CompileJob }[] })[];
}

function planFormat({
  pass,
  contexts,
  format,
  stored,
  history,
  edited,
}: {
  pass: Pass;
  contexts: Readonly<Record<string, CompileContext>>;
  format: MarkdownFormat;
  stored: ReadonlyMap<string, ReadonlyMap<string, Reusable<CompiledPage | CompiledMdxPage>>> | undefined;
  history: ReadonlyMap<string, LastCommit> | undefined;
  edited: ReadonlySet<string> | undefined;
}): FormatPlan {
  const { config } = pass;
  const splits = pass.tables.map((table) => {
    const locale = table.locale.code;
    const context = contexts[locale] as CompileContext;
    const kept = stored?.get(locale);
    const only = edited && kept ? routesOf({ table, files: edited }) : undefined;
    const jobs = compileJobs({
      table,
      format,
      locales: config.locales,
      instances: config.docInstances,
      siteDir: config.siteDir,
      i18nDir: config.i18nDir,
      history,
      routes: only,
      strings: pass.site.strings[locale],
    });
    const keyOf = format === 'mdx' ? compileKeyOf(context, locale) : compileKeyOf(context);
    const split = only && kept ? splitEdited({ jobs, keyOf, stored: kept }) : splitByMemo({ jobs, keyOf, stored: kept, hrefByFile: context.hrefByFile });
    if (pass.explain) explain({ what: `compile ${locale}`, reasons: split.reasons, stored: kept !== undefined, href: (path) => table.href(path) });
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
  return { splits, jobs: [...sources.values()] };
}

/** Compiles a format's planned sources once their code is highlighted; resolves with each
 * locale's pages (stored and new) and their memo entries. */
async function runFormat<T extends CompiledPage | CompiledMdxPage>({
  plan,
  executor,
  output,
  tables,
  contexts,
  highlighted,
  copies,
  progress,
}: {
  plan: FormatPlan;
  executor: Executor;
  output: Output;
  tables: readonly RouteTable[];
  contexts: Readonly<Record<string, CompileContext>>;
  highlighted: Promise<ReadonlyMap<SourceJob, Readonly<Record<string, string>>> | undefined>;
  copies: Copies;
  progress: Progress | undefined;
}): Promise<Map<string, CompiledLocale<T>>> {
  const shared: CompileShared = { contexts };
  const code = await highlighted;
  const jobs = plan.jobs.map((source) => {
    const html = code?.get(source);
    return html ? { ...source, highlighted: html } : source;
  });
  const outcomes =
    jobs.length > 0
      ? await executor.run<SourceJob, SourceResult>({ task: 'compile', shared, jobs, progress, ...(executor.pooled ? { threshold: 1 } : {}) })
      : [];
  for (const outcome of outcomes) {
    copies.written.push(...outcome.copies);
    copies.pending.push(...outcome.pending);
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
  for (const { locale, split } of plan.splits) {
    const joined = joinMemo({ split, results: results.get(locale) ?? new Map(), hrefByFile: (contexts[locale] as CompileContext).hrefByFile });
    compiled.set(locale, { pages: joined.pages as Map<string, T>, fresh: joined.fresh, entries: joined.memo as Map<string, Reusable<T>> });
    const files: string[] = [];
    for (const page of joined.pages.values()) addPageFiles(files, page);
    output.add(files);
  }
  return compiled;
}

/**
 * Once both formats are compiled, the copies left: a few hundred go in one batch, so that one
 * worker alone warms its Markdown serializer; more are shared out, or one worker wrote them all
 * while the other waited. Settles with every copy's file.
 */
async function writeLaterCopies({ executor, copies, after }: { executor: Executor; copies: Copies; after: Promise<unknown> }): Promise<ReadonlySet<string>> {
  await after;
  const jobs = copies.pending.splice(0);
  const batchSize = jobs.length <= COPIES_IN_ONE_BATCH ? jobs.length : Math.ceil(jobs.length / executor.parallelism);
  const written =
    jobs.length > 0
      ? await executor.run<PendingCopy, string[]>({ task: 'copy', shared: null, jobs, batchSize, ...(executor.pooled ? { threshold: 1 } : {}) })
      : [];
  return new Set([...copies.written, ...written.flat()]);
}

/** The docs' generated pages, category indexes and tags pages: data chunks with no source to compile. */
function addGeneratedDocsPages({
  table,
  pages,
  describe,
  output,
  instances,
}: {
  table: RouteTable;
  pages: Map<string, CompiledPage> | undefined;
  /** A compiled page's data, by route path. */
  describe: (routePath: string) => CompiledPage['page'] | undefined;
  output: Output;
  instances: Pass['config']['docInstances'];
}): void {
  for (const route of table.routes) {
    const { instance } = route;
    if (!instance || !pages) continue;
    const data = route.index
      ? categoryIndexData({ index: route.index, instance, table, instances })
      : route.docTags
        ? docTagsData({ page: route.docTags, instance, table, describe })
        : undefined;
    if (!data) continue;
    const { url, file } = writeDataChunk({ data, prefix: 'p', ...output.data, write: output.write });
    const { html: _html, ...page } = data;
    pages.set(route.path, { chunk: url, chunkFile: file, page, anchors: [], classNames: [], links: [], assets: [], displayPath: route.path, warnings: [] });
  }
}

/** Adds to `files` those a compiled page has in the output: data chunk, static fragments, Markdown copy, referenced media. */
function addPageFiles(files: string[], page: CompiledPage | CompiledMdxPage): void {
  if (page.chunkFile) files.push(page.chunkFile);
  if (page.fragments) files.push(page.fragments.file);
  if (page.copyFile) files.push(page.copyFile);
  for (const asset of page.assets) files.push(asset.file);
}
