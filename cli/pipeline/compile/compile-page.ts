// Compiles one Markdown route into its content chunk. Runs in the main thread or in a compile
// worker: everything it needs arrives as plain data, so both give the same bytes.
import { dirname } from 'node:path';
import { blogPluginScope, hasSitePlugins, markdownPluginsOf } from '../../config/site-plugins.js';
import { routeHref } from '../../../runtime/shared/urls.js';
import type { MarkdownPageData } from '../../../runtime/shared/types.js';
import { createMarkdownCompiler, tocBetween, type CompiledMarkdown, type MarkdownCompiler, type MarkdownPluginOptions } from '../../content/markdown.js';
import type { CompiledMdx, MdxCompiler } from '../../content/mdx.js';
import { sourceExcerpt } from '../../content/excerpt.js';
import { resolveFromPage } from '../../content/plugins/rehype-links.js';
import { DocgenError, type Problem } from '../../errors.js';
import { contentHash, inputKey } from '../../hash.js';
import type { CompileContext, CompiledMdxPage, CompiledPage, CompileJob } from './compile-types.js';
import { writeDataChunk } from '../output/data-chunk.js';
import { copyOf, type CopyJob, type CopyTarget } from './markdown-copies.js';
import type { Root } from 'mdast';
import type { Data } from 'vfile';

/** Where a Markdown blog post's HTML is cut for its excerpt (the loader writes every marker of a Markdown post so). */
const HTML_TRUNCATE_MARKER = /<!--\s*truncate\s*-->/;

/** Memo key of a compile job: the job (its body by hash) in its context. The context's link table is
 * left out: each page is checked against the URLs it actually linked to (memo link dependencies). */
export function compileKeyOf(context: CompileContext, ...extra: unknown[]): (job: CompileJob) => string {
  const contextKey = inputKey({ ...context, hrefByFile: null }, ...extra);
  return (job) => inputKey(contextKey, { ...job, body: null });
}

/** The locale-dependent options of the Markdown plugins, shared by the Markdown and MDX compilers. */
export function pluginOptions(
  context: Pick<
    CompileContext,
    'hrefByFile' | 'strings' | 'assets' | 'sitePlugins' | 'prism' | 'hideOnScroll' | 'linkRoots' | 'copies' | 'routeBase' | 'mermaid' | 'liveCode'
  >,
  scope = 'pages',
): MarkdownPluginOptions {
  const { strings } = context;
  const site = context.sitePlugins ? markdownPluginsOf({ configFile: context.sitePlugins.configFile, scope }) : undefined;
  const titles = Object.fromEntries(
    Object.entries(strings)
      .filter(([key]) => key.startsWith('theme.admonition.'))
      .map(([key, value]) => [key.slice('theme.admonition.'.length), value]),
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
    themeElements: { hideOnScroll: context.hideOnScroll === true, headingLinkTitle: headingLinkTitle(strings) },
    ...(context.prism ? { code: context.prism } : {}),
    ...(context.copies ? { copy: { siteUrl: context.copies.siteUrl } } : {}),
    footnoteLabels: { label: strings['docgen.footnotes.label'] ?? 'Footnotes', backLabel: strings['docgen.footnotes.backLabel'] ?? 'Back to reference {n}' },
    ...(context.assets ? { assets: context.assets } : {}),
    ...(context.mermaid ? { mermaid: true } : {}),
    ...(context.liveCode ? { liveCode: true } : {}),
    ...(site
      ? {
          beforeRemarkPlugins: site.beforeDefaultRemarkPlugins,
          remarkPlugins: site.remarkPlugins,
          rehypePlugins: [...site.beforeDefaultRehypePlugins, ...site.rehypePlugins],
        }
      : {}),
  };
}

export const HEADING_LINK_TITLE = 'theme.common.headingLinkTitle';

/** The heading link title's text before and after the heading's: from a shared compile's parts, or
 * split from the locale's template. */
export function headingLinkTitle(strings: Readonly<Record<string, string>>): { before: string; after: string } {
  const before = strings[`${HEADING_LINK_TITLE}#before`];
  const after = strings[`${HEADING_LINK_TITLE}#after`];
  if (before !== undefined && after !== undefined) return { before, after };
  const [head = '', ...tail] = (strings[HEADING_LINK_TITLE] ?? 'Direct link to {heading}').split('{heading}');
  return { before: head, after: tail.join('{heading}') };
}

/** A root-absolute link's href in a locale, as Docusaurus's Link makes it; undefined for a path
 * that already holds the locale's prefix (written for that locale). A path that already starts
 * with the locale's base URL keeps it, as useBaseUrl leaves it, rather than getting it twice. */
export function pathHref(base: NonNullable<CompileContext['routeBase']>, path: string): string | undefined {
  if (base.prefix !== '' && (path === base.prefix || path.startsWith(`${base.prefix}/`))) return undefined;
  const localeBase = `${base.baseUrl}${base.prefix.replace(/^\//, '')}`.replace(/\/?$/, '/');
  if (localeBase !== '/' && `${path}/`.startsWith(localeBase)) return routeHref({ ...base, path: `/${path.slice(localeBase.length)}` });
  return routeHref({ ...base, path });
}

/** The content plugin a page belongs to, whose Markdown plugins compile it: its docs instance, or the pages. */
export const pluginScopeOf = (job: CompileJob) => job.doc?.pluginId ?? (job.blogId === undefined ? 'pages' : blogPluginScope(job.blogId));

/** In a worker, the site's plugins come from loading its config here, once per thread. */
export async function ensureSitePlugins(context: Pick<CompileContext, 'sitePlugins'>): Promise<void> {
  const configFile = context.sitePlugins?.configFile;
  if (!configFile || hasSitePlugins(configFile)) return;
  // Imported here, not at the top: a worker of a site without plugins never loads the config code.
  const { loadConfig } = await import('../../config/load-config.js');
  await loadConfig({ siteDir: dirname(configFile), configFile });
}

export function createPageCompiler(context: CompileContext): MarkdownCompiler {
  return createMarkdownCompiler(pluginOptions(context));
}

const WARM_UP_LANGUAGES = ['js', 'ts', 'tsx', 'jsx', 'json', 'bash', 'yaml', 'html', 'css', 'md'];

/** Compiles a small page in this thread, so the first page compiled here later (serve --watch's
 * first edit) does not also pay for loading the Markdown pipeline and, with `code`, the
 * highlighter and its common grammars. */
export async function warmUpCompiler({ code, prism }: { code: boolean; prism?: CompileContext['prism'] }): Promise<void> {
  const compile = createPageCompiler({
    hrefByFile: {},
    strings: {},
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
    chunkDir: '',
    chunkUrl: '',
    ...(prism ? { prism } : {}),
  });
  const blocks = code ? WARM_UP_LANGUAGES.flatMap((lang) => ['```' + lang, 'x', '```', '']) : [];
  const body = ['# Warm-up', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', ...blocks].join('\n');
  await compile({ file: 'warm-up.md', body, lineOffset: 0 });
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
  result: Pick<CompiledMarkdown, 'headings' | 'startsWithH1'>;
  context: Pick<CompileContext, 'minHeadingLevel' | 'maxHeadingLevel' | 'copies'>;
  html: string;
}): MarkdownPageData {
  const fm = job.frontMatter;
  const copy = copyOf({ job, context });
  return {
    kind: job.doc ? 'doc' : 'markdown',
    title: job.title,
    // Docusaurus's rule: the first line of the source that says something (excerpt.ts).
    description: fm.description ?? sourceExcerpt(job.body),
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
    ...(job.versionAlternates ? { versionAlternates: job.versionAlternates } : {}),
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
export function pageFacts({
  job,
  result,
}: {
  job: CompileJob;
  result: Pick<CompiledMarkdown, 'anchors' | 'links' | 'assets' | 'warnings' | 'partialReads' | 'classNames'>;
}) {
  const fm = job.frontMatter;
  return {
    anchors: result.anchors,
    classNames: result.classNames,
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
