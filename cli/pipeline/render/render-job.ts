// Renders one planned route to its HTML file. Runs in the main thread or in a render worker:
// a job and its context are plain data, so both give the same bytes.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ComponentType } from 'react';
import type { RenderedPage } from '../../../runtime/server/render-page.js';
import type { LocaleInfo, SiteData } from '../../../runtime/shared/site-data.js';
import type { MarkdownPageData, PageBootData, RouteKind, Sidebar } from '../../../runtime/shared/types.js';
import { HEAD_TAG_MARK, headTagKey, type HeadTag } from '../../../runtime/shared/head-tags.js';
import { formatTitle } from '../../../runtime/shared/title.js';
import type { AppProps } from '../../../runtime/theme/App.js';
import type { ContentNode } from '../../../runtime/shared/content-tree.js';
import { fragmentsIn } from '../../../runtime/shared/static-fragments.js';
import type { MdxContent } from '../../../runtime/theme/MarkdownContent.js';
import { problems, type Problem } from '../../errors.js';
import type { ClientAssets } from '../bundle/bundle.js';
import type { SiteTags } from '../site/site-tags.js';
import { contentSecurityPolicy, embedSources, inlineScriptHashes, mergeSources, scriptHash, type PolicySources } from '../site/csp.js';
import { colorModeScript, htmlDocument, type HtmlDocumentInput } from './html-document.js';
import { searchBody, type SearchRecord } from '../search/search-index.js';
import { writeFileReplacing } from '../output/write-atomic.js';
import { parseDataChunk } from '../output/data-chunk.js';
import { htmlTag } from '../output/html.js';

/** Everything one route needs to render, decided in the main thread. */
export interface RenderJob {
  readonly path: string;
  readonly kind: RouteKind;
  /** Absolute output file. */
  readonly outFile: string;
  readonly displayPath: string;
  readonly boot: PageBootData;
  /** Markdown routes: the chunk holding the page data and HTML. */
  readonly chunkFile?: string;
  /** MDX routes: the key of the page's content component in the server bundle. */
  readonly mdxKey?: string;
  /** MDX routes with static parts: the chunk of their inner HTML. */
  readonly fragmentsFile?: string;
  readonly sidebarKey?: string;
  /** React pages: the page module file. */
  readonly componentFile?: string;
  readonly canonical?: string;
  readonly alternates: readonly { hreflang: string; href: string }[];
  /** URL of the page's Markdown copy. */
  readonly markdownCopy?: string;
  readonly image?: string;
  readonly keywords?: readonly string[];
  readonly noIndex: boolean;
  readonly styles: readonly string[];
  readonly preload: readonly string[];
  /** Set for pages the search index takes: listed docs and Markdown pages. */
  /** `main`: a plugin's page, searched by its <main>. */
  readonly search?: { readonly url: string; readonly language: string; readonly scope?: string; readonly main?: true };
}

export interface RenderResult {
  readonly problem?: Problem;
  readonly record?: SearchRecord;
  /** What the site's policy must allow for this page: its head's inline scripts, its embeds. */
  readonly policy?: PolicySources;
}

/** What all jobs of one locale share; sent to each worker once. */
export interface RenderContext {
  readonly site: SiteData;
  readonly locale: LocaleInfo;
  readonly siteTitle: string;
  readonly titleDelimiter: string;
  /** Description of the home page when it sets none. */
  readonly tagline: string;
  readonly colorMode: { readonly defaultMode: 'light' | 'dark'; readonly respectPrefersColorScheme: boolean };
  readonly favicon?: string;
  readonly entry: ClientAssets;
  /** sidebar key -> sidebar data. */
  readonly sidebars: Readonly<Record<string, Sidebar>>;
  /** Put the Content-Security-Policy in a meta tag too (config `csp.meta`). */
  readonly cspMeta: boolean;
  /** Sources the site adds to its policy (`csp.directives`). */
  readonly cspExtra: PolicySources;
  /** The site's own tags, the same in every page, and their policy sources (site-tags.ts). */
  readonly siteTags: SiteTags;
  /** The site's <meta> tags (themeConfig.metadata). */
  readonly siteMeta: readonly Readonly<Record<string, string>>[];
}

export interface Renderer {
  readonly renderPage: (props: AppProps) => RenderedPage;
  readonly component: (file: string) => ComponentType | undefined;
  readonly mdx: (key: string) => ComponentType | undefined;
  /** The content component of an MDX page compiled to a tree. */
  readonly tree: (tree: ContentNode) => MdxContent;
}

/** Renders and writes one page; returns a problem instead of throwing so all failures list together. */
export function renderJob({ job, context, renderer }: { job: RenderJob; context: RenderContext; renderer: Renderer }): RenderResult {
  let rendered: RenderedPage;
  try {
    const data = job.chunkFile
      ? (parseDataChunk(readFileSync(job.chunkFile, 'utf8')) as MarkdownPageData)
      : job.mdxKey && job.boot.page
        ? { ...job.boot.page, html: '' }
        : undefined;
    const Content = job.mdxKey ? renderer.mdx(job.mdxKey) : data?.tree !== undefined ? renderer.tree(data.tree) : undefined;
    const fragments = job.fragmentsFile
      ? fragmentsIn(job.fragmentsFile === job.chunkFile ? data : parseDataChunk(readFileSync(job.fragmentsFile, 'utf8')))
      : undefined;
    const sidebar = job.sidebarKey ? context.sidebars[job.sidebarKey] : undefined;
    const Component = job.componentFile ? renderer.component(job.componentFile) : undefined;
    rendered = renderer.renderPage({
      site: context.site,
      locale: context.locale,
      path: job.path,
      kind: job.kind,
      ...(data ? { page: data } : {}),
      ...(sidebar ? { sidebar } : {}),
      ...(Component ? { Component } : {}),
      ...(Content ? { Content } : {}),
      ...(fragments ? { fragments } : {}),
    });
  } catch (error) {
    return { problem: problems.renderFailed({ path: job.displayPath, reason: (error as Error).message }) };
  }
  const pageHead = pageHeadOf(rendered.head.tags);
  const headScripts = inlineScriptHashes(rendered.headTags + (pageHead?.html ?? ''));
  const policy: PolicySources = { ...embedSources(rendered.html), ...(headScripts.length > 0 ? { 'script-src': headScripts } : {}) };
  const csp = context.cspMeta
    ? contentSecurityPolicy({
        sources: mergeSources([policy, context.siteTags.sources, { 'script-src': [scriptHash(colorModeScript(context.colorMode))] }]),
        extra: context.cspExtra,
        forMeta: true,
      })
    : undefined;
  const { head } = rendered;
  const pageTitle = head.fullTitle ?? formatTitle({ title: head.title, siteTitle: context.siteTitle, delimiter: context.titleDelimiter });
  const pageDescription = head.description ?? (job.path === '/' ? context.tagline : undefined);
  const html = htmlDocument({
    lang: context.locale.htmlLang,
    direction: context.locale.direction,
    colorMode: context.colorMode,
    // A Head's <title> and description meta win over the page's; Open Graph keeps the page's.
    title: head.givenTitle ?? pageTitle,
    ogTitle: head.fullTitle ?? pageTitle,
    description: head.givenDescription ?? pageDescription,
    ogDescription: pageDescription ?? head.givenDescription,
    keywords: job.keywords,
    canonical: job.canonical,
    alternates: job.alternates,
    ...(job.markdownCopy ? { markdownCopy: job.markdownCopy } : {}),
    ogLocale: context.locale.htmlLang.replace('-', '_'),
    image: job.image,
    favicon: context.favicon,
    noIndex: job.noIndex || Boolean(rendered.head.noIndex),
    styles: job.styles,
    script: context.entry.script,
    preload: job.preload,
    siteHead: context.siteTags.head,
    siteBody: context.siteTags.body,
    siteMeta: context.siteMeta,
    headTags: rendered.headTags,
    ...(pageHead ? { pageHead } : {}),
    ...(rendered.head.htmlClass ? { htmlClass: rendered.head.htmlClass } : {}),
    ...(rendered.head.bodyClass ? { bodyClass: rendered.head.bodyClass } : {}),
    ...(rendered.head.htmlAttributes ? { htmlAttributes: rendered.head.htmlAttributes } : {}),
    ...(rendered.head.bodyAttributes ? { bodyAttributes: rendered.head.bodyAttributes } : {}),
    ...(csp ? { csp } : {}),
    body: rendered.html,
    boot: job.boot,
  });
  mkdirSync(dirname(job.outFile), { recursive: true });
  // An existing page is replaced whole: it may be being served (serve --watch) or share its bytes
  // with the last output (the build cache links them).
  writeFileReplacing(job.outFile, html);
  const result = job.search ? searchRecord({ search: job.search, body: rendered.html, title: rendered.head.title, file: job.outFile }) : {};
  return Object.keys(policy).length > 0 ? { ...result, policy } : result;
}

/** Where the page's searchable element is (its file) and what the index adds to it. The element
 * itself is read back from the file when the index is written, so memory never holds the site's HTML. */
function searchRecord({
  search,
  body,
  title,
  file,
}: {
  search: NonNullable<RenderJob['search']>;
  body: string;
  title: string | undefined;
  file: string;
}): RenderResult {
  const element = searchBody(body, { main: search.main === true });
  if (!element) return {};
  const showsTitle = /<h1[\s>]/.test(element);
  return {
    record: {
      url: search.url,
      language: search.language,
      file,
      ...(search.scope ? { scope: search.scope } : {}),
      ...(title && !showsTitle ? { title } : {}),
      ...(search.main ? { main: true as const } : {}),
    },
  };
}

/** The tags of the page's Head as HTML, marked for the browser (Head.tsx), and the page's own tags
 * they replace. Of several with one key (two `docusaurus_tag` metas, the site's and the docs
 * version's), the last one given stays, as in Docusaurus's head manager. */
function pageHeadOf(given: readonly HeadTag[] | undefined): HtmlDocumentInput['pageHead'] {
  if (!given?.length) return undefined;
  const lastOfKey = new Map(given.map((tag, index) => [headTagKey(tag) ?? index, index]));
  const tags = given.filter((tag, index) => lastOfKey.get(headTagKey(tag) ?? index) === index);
  return {
    html: tags.map((tag) => htmlTag({ ...tag, attributes: { ...tag.attributes, [HEAD_TAG_MARK]: true } })).join('\n'),
    replaces: new Set(tags.flatMap((tag) => headTagKey(tag) ?? [])),
  };
}
