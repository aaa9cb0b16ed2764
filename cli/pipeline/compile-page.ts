// Compiles one Markdown route into its content chunk. Runs in the main thread or in a compile
// worker: everything it needs arrives as plain data, so both give the same bytes.
import { dirname, join } from 'node:path';
import { blogPluginScope, hasSitePlugins, markdownPluginsOf } from '../config/site-plugins.js';
import { routeHref } from '../../runtime/shared/urls.js';
import type { BlogPageData, MarkdownPageData, PaginationLink, VersionBannerData } from '../../runtime/shared/types.js';
import type { CodeThemes } from '../content/code/code-themes.js';
import type { PageFrontMatter } from '../content/frontmatter.js';
import { createMarkdownCompiler, tocBetween, type CompiledMarkdown, type MarkdownCompiler, type MarkdownPluginOptions } from '../content/markdown.js';
import type { CompiledMdx, MdxCompiler } from '../content/mdx.js';
import type { PartialRead } from '../content/partial-copies.js';
import type { PublishedAsset } from '../content/plugins/rehype-assets.js';
import { resolveFromPage, type LinkRecord, type RehypeLinksOptions } from '../content/plugins/rehype-links.js';
import { DocgenError, type Problem } from '../errors.js';
import { contentHash } from './hash.js';
import { writeFileIfChanged } from './write-atomic.js';
import { inputKey } from './memo.js';
import { copyOf, type CopyJob, type CopyTarget } from './markdown-copies.js';
import type { Root } from 'mdast';
import type { Data } from 'vfile';

/** Where a Markdown blog post's HTML is cut for its excerpt (the loader writes every marker of a Markdown post so). */
const HTML_TRUNCATE_MARKER = /<!--\s*truncate\s*-->/;

/** One page to compile; plain data so it can cross to a worker. */
export interface CompileJob {
  readonly path: string;
  readonly file: string;
  readonly displayPath: string;
  readonly body: string;
  readonly bodyHash: string;
  readonly lineOffset: number;
  readonly title: string;
  readonly frontMatter: PageFrontMatter;
  readonly doc?: { id: string; pluginId: string; version: string; sidebarId?: string; previous?: PaginationLink; next?: PaginationLink };
  /** htmlLang of the content when it is not in the page's locale. */
  readonly contentLang?: string;
  /** A locale other than the default shows this page without a translation. */
  readonly untranslated?: true;
  readonly versionBanner?: VersionBannerData;
  /** "Edit this page" link of a doc. */
  readonly editUrl?: string;
  /** A blog post's header, sidebar and newer/older posts, and its blog's id. */
  readonly blog?: BlogPageData;
  readonly blogId?: string;
  /** A blog post's text before its truncate marker (its whole body without one): lists show it compiled. */
  readonly excerpt?: string;
}

/** What every job of one locale shares; sent to each worker once. */
export interface CompileContext {
  /** Absolute Markdown file -> public href of its route in this locale. */
  readonly hrefByFile: Readonly<Record<string, string>>;
  /** UI strings of this locale (admonition titles, code block labels). */
  readonly strings: Readonly<Record<string, string>>;
  /** Where files referenced from Markdown are copied, and their URL prefix. */
  readonly assets?: { readonly dir: string; readonly url: string };
  readonly minHeadingLevel: number;
  readonly maxHeadingLevel: number;
  /** Folder the chunks are written to, and the public URL prefix of that folder. */
  readonly chunkDir: string;
  readonly chunkUrl: string;
  /** The site's own remark and rehype plugins live in its config; `digest` describes them for keys. */
  readonly sitePlugins?: { readonly configFile: string; readonly digest: string };
  /** Shiki themes of code blocks (themeConfig.codeThemes). */
  readonly codeThemes?: CodeThemes;
  /** What a root-absolute link to a page is given in this locale: the site's base URL, the
   * locale's prefix (`/es`), and whether hrefs end with a slash. */
  readonly routeBase?: { readonly baseUrl: string; readonly prefix: string; readonly trailingSlash: boolean };
  /** Where Markdown file links are looked for (rehype-links.ts): the site, and each content plugin's folders. */
  readonly linkRoots?: RehypeLinksOptions['roots'];
  /** Each page's Markdown copy goes beside its HTML: the locale's output folder and its URL
   * (`/es`, no trailing slash), and the site's origin for absolute links. */
  readonly copies?: { readonly dir: string; readonly url: string; readonly siteUrl: string; readonly exclude: readonly string[] };
  /** MDX pages that need no module of their own are compiled to data (rehype-content-tree.ts):
   * not on a site that gives MDX components of its own (a swizzled MDXComponents). */
  readonly contentTrees?: boolean;
}

export interface CompiledPage {
  /** Public URL of the content chunk (a data module, or the MDX page's component module). */
  readonly chunk: string;
  /** Markdown pages: file of the data chunk, read back when the page is rendered. */
  readonly chunkFile?: string;
  /** MDX pages with static parts: the data chunk of their inner HTML (rehype-static-fragments); a
   * content tree's page data chunk, which holds them. */
  readonly fragments?: { readonly url: string; readonly file: string; readonly count: number };
  /** MDX pages: the key of the page's module in the bundles. */
  readonly mdxKey?: string;
  /** The page's Markdown copy beside its HTML (`docs/intro.md`); none for unlisted and draft pages. */
  readonly copyFile?: string;
  readonly page: Omit<MarkdownPageData, 'html'>;
  readonly anchors: readonly string[];
  readonly links: readonly LinkRecord[];
  /** Media the page references, copied into the output. */
  readonly assets: readonly PublishedAsset[];
  /** Blog posts: the HTML of the excerpt lists show. */
  readonly excerpt?: string;
  /** Partials whose content its Markdown copy holds, with their digests then. */
  readonly partialReads?: readonly PartialRead[];
  readonly displayPath: string;
  readonly image?: string;
  readonly keywords?: readonly string[];
  /** Plugin warnings, already formatted `file:line: message`. */
  readonly warnings: readonly string[];
}

/** Memo key of a compile job: the job (its body by hash) in its context. The context's link table is
 * left out: each page is checked against the URLs it actually linked to (memo link dependencies). */
export function compileKeyOf(context: CompileContext, ...extra: unknown[]): (job: CompileJob) => string {
  const contextKey = inputKey({ ...context, hrefByFile: null }, ...extra);
  return (job) => inputKey(contextKey, { ...job, body: null });
}

/** The locale-dependent options of the Markdown plugins, shared by the Markdown and MDX compilers. */
export function pluginOptions(
  context: Pick<CompileContext, 'hrefByFile' | 'strings' | 'assets' | 'sitePlugins' | 'codeThemes' | 'linkRoots' | 'copies' | 'routeBase'>,
  scope = 'pages',
): MarkdownPluginOptions {
  const { strings } = context;
  const site = context.sitePlugins ? markdownPluginsOf({ configFile: context.sitePlugins.configFile, scope }) : undefined;
  const titles = Object.fromEntries(
    Object.entries(strings)
      .filter(([key]) => key.startsWith('admonition.'))
      .map(([key, value]) => [key.slice('admonition.'.length), value]),
  );
  return {
    links: {
      hrefOfFile: (file) => context.hrefByFile[file],
      hrefOfRelative: (raw, page) => {
        const own = context.hrefByFile[page.path];
        return own === undefined ? undefined : resolveFromPage(raw, own);
      },
      ...(context.linkRoots ? { roots: context.linkRoots } : {}),
      ...(context.routeBase ? { hrefOfPath: (path: string) => pathHref(context.routeBase as NonNullable<CompileContext['routeBase']>, path) } : {}),
    },
    admonitionTitles: titles,
    codeBlockLabels: { copy: strings.copyCode ?? 'Copy code to clipboard', copied: strings.copied ?? 'Copied' },
    ...(context.codeThemes ? { codeThemes: context.codeThemes } : {}),
    ...(context.copies ? { copy: { siteUrl: context.copies.siteUrl } } : {}),
    footnoteLabels: { label: strings.footnotes ?? 'Footnotes', backLabel: strings.footnoteBack ?? 'Back to reference {n}' },
    ...(context.assets ? { assets: context.assets } : {}),
    ...(site
      ? {
          beforeRemarkPlugins: site.beforeDefaultRemarkPlugins,
          remarkPlugins: site.remarkPlugins,
          rehypePlugins: [...site.beforeDefaultRehypePlugins, ...site.rehypePlugins],
        }
      : {}),
  };
}

/** A root-absolute link's href in a locale, as Docusaurus's Link makes it; undefined for a path
 * that already holds the locale's prefix (written for that locale). */
export function pathHref(base: NonNullable<CompileContext['routeBase']>, path: string): string | undefined {
  if (base.prefix !== '' && (path === base.prefix || path.startsWith(`${base.prefix}/`))) return undefined;
  return routeHref({ ...base, path });
}

/** The content plugin a page belongs to, whose Markdown plugins compile it: its docs instance, or the pages. */
export const pluginScopeOf = (job: CompileJob) => job.doc?.pluginId ?? (job.blogId === undefined ? 'pages' : blogPluginScope(job.blogId));

/** In a worker, the site's plugins come from loading its config here, once per thread. */
export async function ensureSitePlugins(context: Pick<CompileContext, 'sitePlugins'>): Promise<void> {
  const configFile = context.sitePlugins?.configFile;
  if (!configFile || hasSitePlugins(configFile)) return;
  // Imported here, not at the top: a worker of a site without plugins never loads the config code.
  const { loadConfig } = await import('../config/load-config.js');
  await loadConfig({ siteDir: dirname(configFile), configFile });
}

export function createPageCompiler(context: CompileContext): MarkdownCompiler {
  return createMarkdownCompiler(pluginOptions(context));
}

const WARM_UP_LANGUAGES = ['js', 'ts', 'tsx', 'jsx', 'json', 'bash', 'yaml', 'html', 'css', 'md'];

/** Compiles a small page in this thread, so the first page compiled here later (serve --watch's
 * first edit) does not also pay for loading the Markdown pipeline and, with `code`, the
 * highlighter and its common grammars. */
export async function warmUpCompiler({ code, codeThemes }: { code: boolean; codeThemes?: CodeThemes }): Promise<void> {
  const compile = createPageCompiler({
    hrefByFile: {},
    strings: {},
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
    chunkDir: '',
    chunkUrl: '',
    ...(codeThemes ? { codeThemes } : {}),
  });
  const blocks = code ? WARM_UP_LANGUAGES.flatMap((lang) => ['```' + lang, 'x', '```', '']) : [];
  const body = ['# Warm-up', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', ...blocks].join('\n');
  await compile({ file: 'warm-up.md', body, lineOffset: 0 });
}

/** A data module's code, file and URL; named by a hash of its content unless given a fixed name. */
export function dataChunk({ data, ...place }: { data: unknown; prefix: string; dir: string; url: string; fixedName?: boolean }) {
  return placeDataChunk({ code: dataChunkCode(JSON.stringify(data)), ...place });
}

/** A data module's code, given its data as JSON. */
export const dataChunkCode = (json: string) => `export default ${json};\n`;

/** A data module's file and URL. */
export function placeDataChunk({ code, prefix, dir, url, fixedName = false }: { code: string; prefix: string; dir: string; url: string; fixedName?: boolean }) {
  const name = fixedName ? `${prefix}.js` : `${prefix}-${contentHash(code)}.js`;
  return { code, url: `${url}${name}`, file: join(dir, name) };
}

/** Writes a data chunk; `write` is the output's in the main thread (output.ts), which lists the file. */
export function writeDataChunk({
  write = writeFileIfChanged,
  ...input
}: {
  data: unknown;
  prefix: string;
  dir: string;
  url: string;
  write?: (file: string, data: string) => unknown;
}): { url: string; file: string } {
  const { code, url, file } = dataChunk(input);
  // Synchronous on purpose: a small write is cheaper than the await that would idle the CPU.
  write(file, code);
  return { url, file };
}

/** Reads a data chunk written by writeDataChunk. */
export function parseDataChunk(code: string): unknown {
  return JSON.parse(code.slice('export default '.length, code.lastIndexOf(';')));
}

/** `last_update: { date, author }` front matter as page data; dates as YYYY-MM-DD, kept out of the HTML's time zone. */
function lastUpdate(value: CompileJob['frontMatter']['last_update']): { lastUpdate: { date?: string; author?: string } } | undefined {
  if (!value || (value.date === undefined && value.author === undefined)) return undefined;
  const date = value.date instanceof Date ? value.date.toISOString().slice(0, 10) : value.date;
  return { lastUpdate: { ...(date ? { date } : {}), ...(value.author ? { author: value.author } : {}) } };
}

/** The page data of a compiled Markdown or MDX page (MDX pages carry no HTML). */
export function pageData({
  job,
  result,
  context,
  html,
}: {
  job: CompileJob;
  result: Pick<CompiledMarkdown, 'headings' | 'startsWithH1' | 'summary'>;
  context: Pick<CompileContext, 'minHeadingLevel' | 'maxHeadingLevel' | 'copies'>;
  html: string;
}): MarkdownPageData {
  const fm = job.frontMatter;
  const copy = copyOf({ job, context });
  return {
    kind: job.doc ? 'doc' : 'markdown',
    title: job.title,
    description: fm.description ?? result.summary,
    html,
    toc: tocBetween({
      headings: result.headings,
      min: fm.toc_min_heading_level ?? context.minHeadingLevel,
      max: fm.toc_max_heading_level ?? context.maxHeadingLevel,
    }),
    hideTitle: Boolean(fm.hide_title) || result.startsWithH1,
    hideTableOfContents: Boolean(fm.hide_table_of_contents),
    ...(job.doc ? { doc: job.doc } : {}),
    ...(job.blog ? { blog: job.blog } : {}),
    ...(job.contentLang ? { contentLang: job.contentLang } : {}),
    ...(job.untranslated ? { untranslated: true as const } : {}),
    ...(job.versionBanner ? { versionBanner: job.versionBanner } : {}),
    ...(fm.unlisted ? { unlisted: true as const } : {}),
    ...(lastUpdate(fm.last_update) ?? {}),
    ...(job.editUrl ? { editUrl: job.editUrl } : {}),
    ...(copy ? { markdownCopy: copy.url } : {}),
  };
}

/** Where a compiled page's copy goes and what its header says; none when the page has no copy. */
export function copyTarget({
  page,
  job,
  result,
  values,
}: {
  page: Pick<CompiledPage, 'copyFile' | 'page'>;
  job: CompileJob;
  result: Pick<CompiledMarkdown, 'startsWithH1'>;
  /** The variant's values of a shared compile's placeholders. */
  values?: readonly string[];
}): CopyTarget[] {
  if (!page.copyFile) return [];
  const description = job.frontMatter.description;
  return [
    { file: page.copyFile, title: page.page.title, startsWithH1: result.startsWithH1, ...(description ? { description } : {}), ...(values ? { values } : {}) },
  ];
}

/** The copy to write of a tree, when it has somewhere to go. */
export const copyJobs = ({ tree, targets }: { tree: Root | undefined; targets: readonly CopyTarget[] }): CopyJob[] =>
  tree && targets.length > 0 ? [{ tree, targets }] : [];

const withCopyFile = (input: Parameters<typeof copyOf>[0]) => {
  const copy = copyOf(input);
  return copy ? { copyFile: copy.file } : {};
};

/** The facts every compiled page keeps in memory, whatever its format. */
export function pageFacts({ job, result }: { job: CompileJob; result: Pick<CompiledMarkdown, 'anchors' | 'links' | 'assets' | 'warnings' | 'partialReads'> }) {
  const fm = job.frontMatter;
  return {
    anchors: result.anchors,
    links: result.links,
    assets: result.assets,
    ...(result.partialReads ? { partialReads: result.partialReads } : {}),
    displayPath: job.displayPath,
    warnings: result.warnings.map((warning) => `${job.displayPath}${warning.line ? `:${warning.line}` : ''}: ${warning.message}`),
    ...(fm.image ? { image: fm.image } : {}),
    ...(fm.keywords ? { keywords: fm.keywords } : {}),
  };
}

export async function compilePage({
  compile,
  job,
  context,
  data,
}: {
  compile: MarkdownCompiler;
  job: CompileJob;
  context: CompileContext;
  /** What the compiled file's data starts with. */
  data?: Partial<Data>;
}): Promise<{ page: CompiledPage; copies: CopyJob[] }> {
  const result = await compile({ file: job.file, body: job.body, lineOffset: job.lineOffset, ...(data ? { data } : {}) });
  const page = finishPage({ job, context, result });
  return { page, copies: copyJobs({ tree: result.copyTree, targets: copyTarget({ page, job, result }) }) };
}

/** A compiled Markdown page from its compiler's result: page data, and its chunk written. */
export function finishPage({ job, context, result }: { job: CompileJob; context: CompileContext; result: CompiledMarkdown }): CompiledPage {
  const data = pageData({ job, result, context, html: result.html });
  const { url, file } = writeDataChunk({ data, prefix: 'p', dir: context.chunkDir, url: context.chunkUrl });
  const { html: _html, ...page } = data;
  const excerpt = job.excerpt === undefined ? undefined : (result.html.split(HTML_TRUNCATE_MARKER)[0] ?? '');
  return { chunk: url, chunkFile: file, page, ...pageFacts({ job, result }), ...withCopyFile({ job, context }), ...(excerpt === undefined ? {} : { excerpt }) };
}

/** An MDX page compiled to an ES module, before bundling. */
export interface MdxModule {
  /** Unique per locale and file. */
  readonly key: string;
  readonly file: string;
  readonly code: string;
  /** Hash of `code`, so a rebuild can tell whether the bundle changed without reading it all. */
  readonly hash: string;
}

export interface CompiledMdxPage extends Omit<CompiledPage, 'chunk' | 'chunkFile'> {
  /** The page's module; none for a page compiled to a content tree, which has a data chunk as
   * Markdown pages do. */
  readonly module?: MdxModule;
  readonly chunk?: string;
  readonly chunkFile?: string;
}

/** Compiles one MDX page; a syntax error comes back as problems, so workers can report it too. */
export async function compileMdxPage({
  compile,
  job,
  context,
  locale,
  data,
}: {
  compile: MdxCompiler;
  job: CompileJob;
  context: Pick<CompileContext, 'minHeadingLevel' | 'maxHeadingLevel' | 'chunkDir' | 'chunkUrl' | 'copies'>;
  locale: string;
  /** What the compiled file's data starts with. */
  data?: Partial<Data>;
}): Promise<{ page: CompiledMdxPage; copies: CopyJob[] } | { problems: Problem[] }> {
  let result;
  try {
    result = await compile({ file: job.file, displayPath: job.displayPath, body: job.body, lineOffset: job.lineOffset, ...(data ? { data } : {}) });
  } catch (error) {
    if (error instanceof DocgenError) return { problems: [...error.problems] };
    throw error;
  }
  const page = finishMdxPage({ job, context, locale, result });
  return { page, copies: copyJobs({ tree: result.copyTree, targets: copyTarget({ page, job, result }) }) };
}

/** A compiled MDX page from its compiler's result: its module, page data and fragments chunk. */
export function finishMdxPage({
  job,
  context,
  locale,
  result,
}: {
  job: CompileJob;
  context: Pick<CompileContext, 'minHeadingLevel' | 'maxHeadingLevel' | 'chunkDir' | 'chunkUrl' | 'copies'>;
  locale: string;
  result: CompiledMdx;
}): CompiledMdxPage {
  const data: MarkdownPageData = { ...pageData({ job, result, context, html: '' }), ...(result.tree === undefined ? {} : { tree: result.tree }) };
  const count = result.fragments.length;
  const facts = { ...pageFacts({ job, result }), ...withCopyFile({ job, context }) };
  const { html: _html, ...page } = data;
  if (result.tree !== undefined) {
    // Data, as a Markdown page's: the tree travels in the boot data and, with the static parts, in
    // one data chunk, which client-side navigation loads.
    const chunk = writeDataChunk({
      data: count > 0 ? { ...data, fragments: result.fragments } : data,
      prefix: 'p',
      dir: context.chunkDir,
      url: context.chunkUrl,
    });
    return { chunk: chunk.url, chunkFile: chunk.file, page, ...(count > 0 ? { fragments: { ...chunk, count } } : {}), ...facts };
  }
  const fragments = count > 0 ? { ...writeDataChunk({ data: result.fragments, prefix: 'f', dir: context.chunkDir, url: context.chunkUrl }), count } : undefined;
  const shared = { ...(fragments ? { fragments } : {}), ...facts };
  const key = `${locale}:${job.file}`;
  const code = `${result.code}\nexport const page = ${JSON.stringify(page)};\n`;
  return { module: { key, file: job.file, code, hash: contentHash(code) }, mdxKey: key, page, ...shared };
}
