// The compile stage: every Markdown and MDX route of every locale becomes its content chunk (or, for
// MDX, a module for the bundle). Only routes whose inputs changed since the memo's build compile;
// the work runs on the build's executor (a worker pool for large sites), both formats at once.
import { mkdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PaginationLink, VersionBannerData } from '../../../runtime/shared/types.js';
import type { BlogInstance, DocsInstance, SiteConfig } from '../../config/resolve-config.js';
import type { BlogPost } from '../../content/blog.js';
import type { LastCommit } from '../../content/git-history.js';
import type { DocFile } from '../../content/load-content.js';
import { pageFrontMatter } from '../../content/frontmatter.js';
import type { MarkdownFormat } from '../../content/mdx.js';
import type { Progress } from '../../logger.js';
import { routesOf, sourceOfRoute, type Route, type RouteTable } from '../../routes/route-table.js';
import { DocgenError, type Problem } from '../../errors.js';
import { categoryIndexData } from './category-index.js';
import { postPageData } from '../site/blog-data.js';
import { compileKeyOf } from './compile-page.js';
import type { CompileShared, SourceJob, SourceResult } from './compile-source.js';
import type { Executor } from '../workers/executor.js';
import type { PendingCopy } from './markdown-copies.js';
import { highlightAhead, type HighlightedCode } from './highlight-stage.js';
import type { Output } from '../output/output.js';
import { isSwizzled } from '../../config/swizzled.js';
import { explain, joinMemo, splitByMemo, splitEdited, type BuildMemo, type Incremental, type Reusable } from '../cache/memo.js';
import type { CompileContext, CompiledMdxPage, CompiledPage, CompileJob } from './compile-types.js';
import { writeDataChunk } from '../output/data-chunk.js';

/** Each sidebar order's doc id -> position, built once per order: indexOf per doc made planning a
 * 10,000-page site's jobs quadratic. */
const positions = new WeakMap<readonly string[], Map<string, number>>();
function positionIn(order: readonly string[], id: string): number {
  let index = positions.get(order);
  if (!index) {
    index = new Map();
    // The first position of an id, as indexOf gives.
    for (let at = order.length - 1; at >= 0; at--) index.set(order[at] as string, at);
    positions.set(order, index);
  }
  return index.get(id) ?? -1;
}

function pagination({ doc, table, sidebarId }: { doc: DocFile; table: RouteTable; sidebarId?: string }): { previous?: PaginationLink; next?: PaginationLink } {
  const docs = table.docs.get(doc.instance);
  const order = sidebarId ? table.sidebars.get(doc.instance)?.order.get(sidebarId) : undefined;
  const link = (id: string | null | undefined): PaginationLink | undefined => {
    const target = id ? docs?.get(id) : undefined;
    if (!target) return undefined;
    return { title: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title, permalink: table.href(target.routePath) };
  };
  const index = order ? positionIn(order, doc.id) : -1;
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

/** A doc's "Edit this page" URL, as Docusaurus makes it: custom_edit_url, else the instance's
 * editUrl, pointing at the translation's file when the instance edits localized files. */
function editUrlOf({
  doc,
  instance,
  siteDir,
  i18nDir,
  permalink,
  locale,
}: {
  doc: DocFile;
  instance: DocsInstance;
  siteDir: string;
  i18nDir: string;
  permalink: string;
  locale: string;
}) {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl } = instance;
  if (editUrl === undefined) return undefined;
  const posix = (dir: string) => relative(siteDir, dir).split(sep).join('/');
  const versionDocsDirPath = posix(instance.version.docsDir);
  if (typeof editUrl === 'function')
    return editUrl({ version: instance.version.name, versionDocsDirPath, docPath: doc.relPath, permalink, locale }) || undefined;
  const localizedDir = join(i18nDir, locale, instance.dirName, instance.version.translationFolder);
  return joinedEditUrl({
    editUrl,
    siteDir,
    file: doc.file,
    relPath: doc.relPath,
    dir: instance.version.docsDir,
    localizedDir,
    localize: instance.editLocalizedFiles,
  });
}

/** A base-URL editUrl with the content folder (the translation's, when `localize` and the file is
 * one) and the file's path in it, as Docusaurus joins them. */
function joinedEditUrl({
  editUrl,
  siteDir,
  file,
  relPath,
  dir,
  localizedDir,
  localize,
}: {
  editUrl: string;
  siteDir: string;
  file: string;
  relPath: string;
  dir: string;
  localizedDir: string;
  localize: boolean;
}): string {
  const folder = localize && file.startsWith(localizedDir + sep) ? localizedDir : dir;
  return [editUrl.replace(/\/+$/, ''), relative(siteDir, folder).split(sep).join('/'), relPath].filter(Boolean).join('/');
}

/** A post's "Edit this page" URL: custom_edit_url, else the blog's editUrl and the post's path
 * in the blog folder (or in its translation's folder, with editLocalizedFiles). */
function postEditUrl({
  post,
  blog,
  siteDir,
  i18nDir,
  permalink,
  locale,
}: {
  post: BlogPost;
  blog: BlogInstance;
  siteDir: string;
  i18nDir: string;
  permalink: string;
  locale: string;
}) {
  const custom = post.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl } = blog;
  if (editUrl === undefined) return undefined;
  const posix = (dir: string) => relative(siteDir, dir).split(sep).join('/');
  if (typeof editUrl === 'function') return editUrl({ blogDirPath: posix(blog.path), blogPath: post.relPath, permalink, locale }) || undefined;
  const localizedDir = join(i18nDir, locale, blog.dirName);
  return joinedEditUrl({ editUrl, siteDir, file: post.file, relPath: post.relPath, dir: blog.path, localizedDir, localize: blog.editLocalizedFiles });
}

/** A post's last update as its blog shows it: its front matter's date and author (else its file's
 * last commit), each where the blog's showLastUpdateTime / showLastUpdateAuthor asks for it. */
function postLastUpdate({ value, blog }: { value: { date?: string | Date; author?: string } | undefined; blog: BlogInstance | undefined }) {
  if (!value || !blog) return undefined;
  const shown = {
    ...(blog.showLastUpdateTime && value.date !== undefined ? { date: value.date } : {}),
    ...(blog.showLastUpdateAuthor && value.author !== undefined ? { author: value.author } : {}),
  };
  return Object.keys(shown).length > 0 ? shown : undefined;
}

/** A doc's last update: its front matter's, else its file's last commit where the instance shows it. */
function lastUpdateOf({ doc, instance, history }: { doc: DocFile; instance: DocsInstance; history: ReadonlyMap<string, LastCommit> }) {
  if (doc.frontMatter.last_update) return doc.frontMatter.last_update;
  const commit = history.get(doc.file);
  if (!commit || !(instance.showLastUpdateTime || instance.showLastUpdateAuthor)) return undefined;
  return { ...(instance.showLastUpdateTime ? { date: commit.date } : {}), ...(instance.showLastUpdateAuthor ? { author: commit.author } : {}) };
}

/** Compile jobs of a locale's routes written in one format. */
export function jobsOf({
  table,
  format,
  locales,
  instances,
  siteDir,
  i18nDir,
  history = new Map(),
  routes = table.routes,
  strings = {},
}: {
  table: RouteTable;
  format: MarkdownFormat;
  locales: SiteConfig['locales'];
  instances: SiteConfig['docInstances'];
  siteDir: string;
  i18nDir: string;
  /** Last commit of each doc file, for instances that show it. */
  history?: ReadonlyMap<string, LastCommit>;
  /** The routes to make jobs of (default: all of the table's). */
  routes?: readonly Route[];
  /** UI strings of the table's locale (a blog post's sidebar title). */
  strings?: Readonly<Record<string, string>>;
}): CompileJob[] {
  const jobs: CompileJob[] = [];
  for (const route of routes) {
    const source = sourceOfRoute(route);
    if (!source || source.format !== format) continue;
    const doc = route.doc;
    const instance = doc ? instances.find((candidate) => candidate.key === doc.instance) : undefined;
    const post = route.post;
    const blogInstance = post ? table.blogs.get(post.blogId)?.blog : undefined;
    const last_update =
      doc && instance
        ? lastUpdateOf({ doc, instance, history })
        : post
          ? postLastUpdate({ value: source.frontMatter.last_update ?? history.get(source.file), blog: blogInstance })
          : source.frontMatter.last_update;
    const editUrl =
      doc && instance
        ? editUrlOf({ doc, instance, siteDir, i18nDir, permalink: route.href, locale: table.locale.code })
        : post && blogInstance
          ? postEditUrl({ post, blog: blogInstance, siteDir, i18nDir, permalink: route.href, locale: table.locale.code })
          : undefined;
    const banner = doc ? versionBanner({ doc, table, instances }) : undefined;
    const contentLang = route.contentLocale === table.locale.code ? undefined : locales.find((locale) => locale.code === route.contentLocale)?.htmlLang;
    // Only other locales expect a translation; the default locale shows content as written.
    const untranslated = contentLang !== undefined && table.locale.code !== locales[0]?.code;
    const blog = route.post ? postPageData({ route, table, strings }) : undefined;
    jobs.push({
      ...(blog && route.post ? { blog, blogId: route.post.blogId, excerpt: route.post.excerpt } : {}),
      ...(contentLang ? { contentLang } : {}),
      ...(untranslated ? { untranslated: true as const } : {}),
      ...(banner ? { versionBanner: banner } : {}),
      ...(editUrl ? { editUrl } : {}),
      path: route.path,
      file: source.file,
      displayPath: source.displayPath,
      body: source.body,
      bodyHash: source.bodyHash,
      lineOffset: source.lineOffset,
      title: source.title,
      frontMatter: { ...pageFrontMatter(source.frontMatter), ...(last_update ? { last_update } : {}) },
      ...(doc
        ? {
            doc: {
              id: doc.id,
              pluginId: doc.pluginId,
              version: doc.version,
              ...withValue('sidebarId', route.sidebarId),
              ...pagination({ doc, table, sidebarId: route.sidebarId }),
            },
          }
        : {}),
    });
  }
  return jobs;
}

/** Each table's source file -> href, made once per table (serve --watch keeps a table between saves). */
const hrefTables = new WeakMap<RouteTable, Readonly<Record<string, string>>>();
export function hrefByFile(table: RouteTable): Readonly<Record<string, string>> {
  let hrefs = hrefTables.get(table);
  if (!hrefs) {
    hrefs = Object.fromEntries([...table.byFile].map(([file, route]) => [file, route.href]));
    hrefTables.set(table, hrefs);
  }
  return hrefs;
}

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
        ? { copies: { dir: join(output.dir, table.locale.prefix), url: table.href('/').replace(/\/$/, ''), siteUrl: config.url, exclude: config.llms.exclude } }
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
