// Compiles one source file for every locale that shows it. Most of a page's compiled form is the
// same in every locale: only the hrefs of its links to other pages and a few UI strings (admonition
// titles, the copy button's labels) differ. So the file is parsed, transformed and highlighted once,
// with a placeholder in each of those places, and each locale's page is that result with its own
// values put in. Where a value would need escaping in HTML or JavaScript, a link leads to a page
// that only some of the locales have, or the page has footnotes (their back-labels are templates),
// the file is compiled once per locale instead: both ways give the same bytes.
import { DocgenError, type Problem } from '../../errors.js';
import { createMarkdownCompiler, type CompiledMarkdown, type MarkdownCompiler, type MarkdownPluginOptions } from '../../content/markdown.js';
import { createMdxCompiler, type CompiledMdx, type MarkdownFormat, type MdxCompiler } from '../../content/mdx.js';
import {
  compileMdxPage,
  compilePage,
  copyJobs,
  copyTarget,
  ensureSitePlugins,
  finishMdxPage,
  finishPage,
  pluginOptions,
  pluginScopeOf,
} from './compile-page.js';
import { exactKey } from '../../hash.js';
import { isWritten, writeCopies, type CopyJob, type PendingCopy } from './markdown-copies.js';
import type { Data } from 'vfile';
import { contentStrings, INERT, localize, localizeText, neutralHref, neutralPath, neutralRelative, placeholder, type SharedLinks } from './placeholders.js';
import type { CompileContext, CompiledMdxPage, CompiledPage, CompileJob } from './compile-types.js';

/** One source file and the pages (one per locale) it is compiled into. */
export interface SourceJob {
  readonly format: MarkdownFormat;
  readonly file: string;
  readonly variants: readonly { readonly locale: string; readonly job: CompileJob }[];
  /** Its code blocks' <pre> HTML when they were highlighted ahead (highlight-stage.ts), by request key. */
  readonly highlighted?: Readonly<Record<string, string>>;
}

/** What every source job of a build shares: each locale's compile context. */
export interface CompileShared {
  readonly contexts: Readonly<Record<string, CompileContext>>;
}

export type VariantResult = { page: CompiledPage | CompiledMdxPage } | { problems: Problem[] };

/** A source's pages, one per locale in its job's order, the files of the Markdown copies written,
 * and the copies left to write (markdown-copies.ts). */
export interface SourceResult {
  readonly variants: readonly VariantResult[];
  readonly copies: readonly string[];
  readonly pending: readonly PendingCopy[];
}

/** The pages, and the copies still to write. */
type CompiledSource = { readonly variants: readonly VariantResult[]; readonly copies: readonly CopyJob[] };

type Compiler = MarkdownCompiler | MdxCompiler;

/** Compilers built in this thread, by format and context; a worker keeps them for the whole build. */
const compilers = new Map<string, Compiler>();
/** Each context's key, once per context object: a batch's sources share their contexts, and the
 * link table of a large site takes long to hash. */
const contextKeys = new WeakMap<CompileContext, { whole: string; withoutLocale: string }>();

/** Each link table's key, once per table object (the same object from save to save in serve). */
const linkTableKeys = new WeakMap<object, string>();

/** The link roots without their locale's translation folders, which differ from locale to locale
 * like the link table: a link found in one locale's folder only makes the file compile per locale. */
const linkRootsKey = (context: CompileContext) =>
  context.linkRoots && { ...context.linkRoots, content: context.linkRoots.content.map((folders) => folders.slice(1)) };

function contextKey(context: CompileContext): { whole: string; withoutLocale: string } {
  let key = contextKeys.get(context);
  if (!key) {
    let links = linkTableKeys.get(context.hrefByFile);
    if (links === undefined) {
      links = exactKey(context.hrefByFile);
      linkTableKeys.set(context.hrefByFile, links);
    }
    key = {
      whole: exactKey({ ...context, hrefByFile: links }),
      // The copies' folder and URL are the locale's; whether there are copies is not (a compiler without the
      // copy plugin would otherwise serve a site that turned them on).
      withoutLocale: exactKey({
        ...context,
        hrefByFile: null,
        strings: null,
        linkRoots: linkRootsKey(context),
        routeBase: context.routeBase ? { ...context.routeBase, prefix: null } : null,
        copies: context.copies ? { ...context.copies, dir: null, url: null } : null,
      }),
    };
    contextKeys.set(context, key);
  }
  return key;
}

function compilerFor({
  format,
  key,
  options,
  contentTrees = false,
}: {
  format: MarkdownFormat;
  /** Names the context, `contentTrees` included (the context's key holds it). */
  key: string;
  options: () => MarkdownPluginOptions;
  contentTrees?: boolean;
}): Compiler {
  const id = `${format}:${key}`;
  let compiler = compilers.get(id);
  if (!compiler) {
    compiler = format === 'md' ? createMarkdownCompiler(options()) : createMdxCompiler(options(), { contentTrees });
    compilers.set(id, compiler);
  }
  return compiler;
}

async function compileVariant({
  format,
  job,
  context,
  locale,
  compile,
  data,
}: {
  format: MarkdownFormat;
  job: CompileJob;
  context: CompileContext;
  locale: string;
  compile: Compiler;
  data: Partial<Data>;
}): Promise<{ page: CompiledPage | CompiledMdxPage; copies: CopyJob[] } | { problems: Problem[] }> {
  return format === 'md'
    ? compilePage({ compile: compile as MarkdownCompiler, job, context, data })
    : compileMdxPage({ compile: compile as MdxCompiler, job, context, locale, data });
}

/** What the compile of a source's file starts with: its code highlighted ahead, if it was. */
const startData = (source: SourceJob): Partial<Data> => (source.highlighted ? { highlighted: source.highlighted } : {});

/** Compiles a source's pages, and writes the Markdown copies that are all text as written. */
export async function compileSource({ source, shared }: { source: SourceJob; shared: CompileShared }): Promise<SourceResult> {
  const compiled = await compilePages({ source, shared });
  const { copies } = compiled;
  const variants = source.format === 'mdx' ? await withExcerpts({ source, shared, variants: compiled.variants }) : compiled.variants;
  const now = copies.filter((job) => isWritten(job.tree));
  const later = copies.filter((job) => !isWritten(job.tree));
  return {
    variants,
    copies: writeCopies({ jobs: now, localize: localizeText }),
    pending: later.map(({ tree, targets }) => ({ tree: JSON.stringify(tree), targets })),
  };
}

/**
 * MDX blog posts with the HTML of their excerpts, which lists show as HTML: the excerpt's text is
 * compiled as Markdown, its imports, exports and MDX comments left out (a component in it shows
 * as its tag). Markdown posts cut their excerpt from their own HTML (compile-page.ts).
 */
async function withExcerpts({
  source,
  shared,
  variants,
}: {
  source: SourceJob;
  shared: CompileShared;
  variants: readonly VariantResult[];
}): Promise<VariantResult[]> {
  return Promise.all(
    variants.map(async (variant, index) => {
      const entry = source.variants[index];
      const context = entry && shared.contexts[entry.locale];
      if (!entry || !context || 'problems' in variant || entry.job.excerpt === undefined) return variant;
      const scope = context.sitePlugins ? pluginScopeOf(entry.job) : 'pages';
      const compile = compilerFor({ format: 'md', key: `${scope}:${entry.locale}:${contextKey(context).whole}`, options: () => pluginOptions(context, scope) });
      const body = entry.job.excerpt.replace(/^\s*(?:import|export)\s.*$/gm, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
      const result = await (compile as MarkdownCompiler)({ file: entry.job.file, body, lineOffset: entry.job.lineOffset, data: startData(source) });
      return { page: { ...variant.page, excerpt: result.html } };
    }),
  );
}

async function compilePages({ source, shared }: { source: SourceJob; shared: CompileShared }): Promise<CompiledSource> {
  const contexts = source.variants.map(({ locale }) => {
    const context = shared.contexts[locale];
    if (!context) throw new Error(`docgen bug: no compile context for locale ${locale}`);
    return context;
  });
  const first = source.variants[0];
  // The site's plugins differ per docs instance; without any, every page shares one compiler.
  const scope = first && contexts[0]?.sitePlugins ? pluginScopeOf(first.job) : 'pages';
  if (contexts[0]) await ensureSitePlugins(contexts[0]);
  const separately = async (): Promise<CompiledSource> => {
    const outcomes = await Promise.all(
      source.variants.map(({ locale, job }, index) => {
        const context = contexts[index] as CompileContext;
        const compile = compilerFor({
          format: source.format,
          key: `${scope}:${locale}:${contextKey(context).whole}`,
          options: () => pluginOptions(context, scope),
          contentTrees: context.contentTrees === true,
        });
        return compileVariant({ format: source.format, job, context, locale, compile, data: startData(source) });
      }),
    );
    return {
      variants: outcomes.map((outcome) => ('problems' in outcome ? outcome : { page: outcome.page })),
      copies: outcomes.flatMap((outcome) => ('problems' in outcome ? [] : outcome.copies)),
    };
  };
  if (!first || source.variants.length === 1) return separately();
  const body = first.job.body;
  const strings = contexts.map((context) => contentStrings(context.strings));
  const keys = strings[0]?.map(([key]) => key).join(',');
  const shareable =
    !/xdocgenl10n/i.test(body) &&
    !body.includes('[^') &&
    strings.every((entries) => entries.map(([key]) => key).join(',') === keys && entries.every(([, value]) => INERT.test(value))) &&
    contexts.every((context) => contextKey(context).withoutLocale === contextKey(contexts[0] as CompileContext).withoutLocale);
  if (!shareable) return separately();

  const neutralStrings = Object.fromEntries((strings[0] ?? []).map(([key], index) => [key, placeholder.string(index)]));
  const context = contexts[0] as CompileContext;
  const neutralContext: CompileContext = { ...context, strings: neutralStrings, hrefByFile: {} };
  const compile = compilerFor({
    format: source.format,
    key: `neutral:${scope}:${contextKey(context).withoutLocale}:${exactKey(neutralStrings)}`,
    contentTrees: context.contentTrees === true,
    options: () => ({
      ...pluginOptions(neutralContext, scope),
      links: {
        ...pluginOptions(neutralContext, scope).links,
        hrefOfFile: neutralHref,
        hrefOfRelative: neutralRelative,
        ...(context.routeBase ? { hrefOfPath: neutralPath } : {}),
      },
    }),
  });
  const state: SharedLinks = {
    hrefsByLocale: contexts.map((candidate) => candidate.hrefByFile),
    routeBases: contexts.map((candidate) => candidate.routeBase),
    values: strings.map((entries) => entries.map(([, value]) => value)),
    targets: new Map(),
    mixed: false,
  };
  const neutral = await compileNeutral({ format: source.format, job: first.job, compile, data: { ...startData(source), sharedLinks: state } });
  if (state.mixed) return separately();
  if ('problems' in neutral) return { variants: source.variants.map(() => neutral as { problems: Problem[] }), copies: [] };
  // The copy's tree is the same for every variant: it is made into text once, and localized as text.
  const { copyTree, ...raw } = neutral.raw;
  const pages = source.variants.map(({ locale, job }, index) =>
    finishVariant({ format: source.format, neutral: raw, job, locale, context: contexts[index] as CompileContext, values: state.values[index] ?? [] }),
  );
  const targets = pages.flatMap((page, index) =>
    copyTarget({ page, job: (source.variants[index] as SourceJob['variants'][number]).job, result: raw, values: state.values[index] ?? [] }),
  );
  return { variants: pages.map((page) => ({ page })), copies: copyJobs({ tree: copyTree, targets }) };
}

type RawResult = { raw: CompiledMarkdown | CompiledMdx } | { problems: Problem[] };

/** The compiler's own result for the shared file, before any page is made of it. */
async function compileNeutral({
  format,
  job,
  compile,
  data,
}: {
  format: MarkdownFormat;
  job: CompileJob;
  compile: Compiler;
  data: Partial<Data>;
}): Promise<RawResult> {
  const input = { file: job.file, body: job.body, lineOffset: job.lineOffset, data };
  if (format === 'md') return { raw: await (compile as MarkdownCompiler)(input) };
  try {
    return { raw: await (compile as MdxCompiler)({ ...input, displayPath: job.displayPath }) };
  } catch (error) {
    if (error instanceof DocgenError) return { problems: [...error.problems] };
    throw error;
  }
}

function finishVariant({
  format,
  neutral,
  job,
  locale,
  context,
  values,
}: {
  format: MarkdownFormat;
  neutral: CompiledMarkdown | CompiledMdx;
  job: CompileJob;
  locale: string;
  context: CompileContext;
  values: readonly string[];
}): CompiledPage | CompiledMdxPage {
  const result = localize(neutral, values);
  return format === 'md'
    ? finishPage({ job, context, result: result as CompiledMarkdown })
    : finishMdxPage({ job, context, locale, result: result as CompiledMdx });
}
