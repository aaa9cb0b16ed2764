// Pre-renders every route of one locale to a full HTML file. The main thread plans each page
// (boot data, head facts, output file); large sites render the plans in the build's worker pool,
// small ones here. Pages are written as they are rendered, so memory never holds the site's HTML.
import type { SiteData } from '../../../runtime/shared/site-data.js';
import type { PageBootData, Sidebar } from '../../../runtime/shared/types.js';
import { mergeSources, type PolicySources } from '../site/csp.js';
import { siteTags } from '../site/site-tags.js';
import { staticHref } from '../../../runtime/shared/urls.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { Problem } from '../../errors.js';
import type { Progress } from '../../logger.js';
import { routesOf, type Route, type RouteTable } from '../../routes/route-table.js';
import type { BundleResult, ClientAssets } from '../bundle/bundle.js';
import { LAZY_TREE_TYPES, treeTypes, type ContentNode } from '../../../runtime/shared/content-tree.js';
import { searchScope } from '../../../runtime/shared/search.js';
import type { RenderContext, RenderJob, RenderResult } from './render-job.js';
import { contentLanguage, isSearchable, type SearchRecord } from '../search/search-index.js';
import type { RenderShared } from './render-batch.js';
import type { Executor } from '../workers/executor.js';
import type { OutputLayout } from '../output/output-layout.js';
import { inputKey } from '../../hash.js';
import type { CompiledPage } from '../compile/compile-types.js';
import { explain } from '../reuse/explain.js';

// Rendering a page costs little once a worker has imported the server bundle, which costs about as
// much as rendering a couple of hundred pages here.
const RENDER_POOL_PAGES = 200;

export interface RenderInput {
  readonly config: SiteConfig;
  readonly site: SiteData;
  readonly table: RouteTable;
  /** Every built locale's route table, for hreflang alternates. */
  readonly tables: readonly RouteTable[];
  readonly compiled: ReadonlyMap<string, CompiledPage>;
  readonly bundle: BundleResult;
  /** pluginId/sidebarId -> chunk URL and data. */
  readonly sidebars: ReadonlyMap<string, { url: string; sidebar: Sidebar }>;
  readonly manifestUrl: string;
  /** Where each page goes (output-layout.ts). */
  readonly layout: Pick<OutputLayout, 'pageFile'>;
  readonly progress: Progress;
  /** The build's worker pool (or this thread). */
  readonly executor: Executor;
  /** Print why each page is rendered again (--debug). */
  readonly explain?: boolean;
  /** Collect the searchable part of listed docs and Markdown pages for the search index. */
  readonly search: boolean;
  /** The locale's pages as an earlier build into the same folder rendered them, by output file (read only: the outcome has this build's entries). */
  readonly stored?: ReadonlyMap<string, RenderedEntry>;
  /** Files whose body alone changed since the memo's pass, and nothing else did: only their pages
   * are planned, with the pages that show what other docs say of themselves (the docs' generated
   * pages, and the pages of a sidebar whose cards' descriptions changed, `redescribed`); every
   * other stored page holds. */
  readonly edited?: ReadonlySet<string>;
  readonly redescribed?: ReadonlySet<string>;
}

/** A rendered page's memo entry: the key of what it was rendered from, its search record and what it needs the policy to allow. */
export interface RenderedEntry {
  /** Key of everything the page was rendered from. */
  readonly key: string;
  readonly record?: SearchRecord;
  readonly policy?: PolicySources;
}

export interface RenderOutcome {
  /** The memo's entries of the locale's pages after this pass: a page that failed keeps its
   * previous entry (its previous file stays), one that rendered has its new one. */
  readonly entries: ReadonlyMap<string, RenderedEntry>;
  /** Pages that failed to render: the caller stores `entries`, then reports these. */
  readonly problems: readonly Problem[];
  /** Search records of the locale's searchable pages. */
  readonly records: readonly SearchRecord[];
  /** Route paths rendered now; the others were unchanged since the memo's build. */
  readonly rendered: readonly string[];
  /** Output files of routes that no longer exist. */
  readonly removed: readonly string[];
  /** What the pages need the site's policy to allow (besides the colour mode script). */
  readonly policy: PolicySources;
  /** Every HTML file of the locale's routes. */
  readonly files: readonly string[];
}

export const sidebarKey = (pluginId: string, sidebarId: string) => `${pluginId}/${sidebarId}`;

/** What an MDX page compiled to data loads before it hydrates: the tree's renderer, and the
 * chunks of the components its tree loads on demand. */
function treeAssets(bundle: BundleResult, tree: ContentNode): ClientAssets | undefined {
  if (!bundle.contentTree) return undefined;
  const parts = bundle.treeParts && [...treeTypes(tree)].some((type) => LAZY_TREE_TYPES.includes(type)) ? bundle.treeParts : undefined;
  return parts ? { ...bundle.contentTree, preload: [...bundle.contentTree.preload, parts.script, ...parts.preload] } : bundle.contentTree;
}

/** The routes a body edit of `edited` may change: theirs, the docs' generated pages (a tag's page
 * shows its docs' descriptions) and the pages of the sidebars whose cards say something new. */
function partialRoutes({ table, redescribed }: RenderInput, edited: ReadonlySet<string>): Route[] {
  const own = new Set(routesOf({ table, files: edited }));
  return table.routes.filter(
    (route) =>
      own.has(route) ||
      route.index !== undefined ||
      route.docTags !== undefined ||
      (route.instance !== undefined && route.sidebarId !== undefined && redescribed?.has(sidebarKey(route.instance, route.sidebarId)) === true),
  );
}

function planJobs(input: RenderInput, routes: readonly Route[]): RenderJob[] {
  const { config, table, tables, compiled, bundle, sidebars, layout } = input;
  const absolute = (href: string) => config.url + href;
  // A locale has the page when it shows it in its own language: fallbacks are left out, unless the
  // site asks for every locale (i18n.alternates), as Docusaurus does.
  const everyLocale = config.alternates === 'every-locale';
  const pathsOf = new Map(
    tables.map((other) => [
      other,
      new Set(
        other.routes.filter((route) => everyLocale || route.contentLocale === other.locale.code || route.kind === 'component').map((route) => route.path),
      ),
    ]),
  );
  const defaultTable = tables.find((other) => other.locale.code === config.defaultLocale);
  const strings = input.site.strings[table.locale.code] ?? {};
  const scoped = input.site.search?.scoped ?? false;
  const instances = new Map(config.docInstances.map((instance) => [instance.key, { pluginId: instance.id, version: instance.version.name }]));
  return routes.map((route): RenderJob => {
    const page = compiled.get(route.path);
    const key = route.instance && route.sidebarId ? sidebarKey(route.instance, route.sidebarId) : undefined;
    const sidebarUrl = key ? sidebars.get(key)?.url : undefined;
    const componentFile = route.page?.kind === 'component' ? route.page.file : undefined;
    // React pages and MDX pages need their module before hydrating (an MDX page compiled to data,
    // the theme's renderer of such pages): all are preloaded.
    const clientAssets = componentFile
      ? bundle.components.get(componentFile)
      : page?.mdxKey
        ? bundle.mdx.get(page.mdxKey)
        : page?.page.tree !== undefined
          ? treeAssets(bundle, page.page.tree)
          : undefined;
    const boot: PageBootData = {
      locale: table.locale.code,
      strings,
      path: route.path,
      kind: route.kind,
      manifest: input.manifestUrl,
      ...(page ? { chunk: page.chunk, page: page.page } : {}),
      ...(page?.mdxKey ? { mdx: true } : {}),
      ...(page?.fragments ? { fragments: { url: page.fragments.url, count: page.fragments.count } } : {}),
      ...(componentFile && clientAssets ? { chunk: clientAssets.script } : {}),
      ...(sidebarUrl ? { sidebar: sidebarUrl } : {}),
    };
    const isNotFound = route.kind === 'not-found';
    const alternates = isNotFound
      ? []
      : tables
          .filter((other) => pathsOf.get(other)?.has(route.path))
          .map((other) => ({ hreflang: other.locale.htmlLang, href: absolute(other.href(route.path)) }));
    if (alternates.length > 1 && defaultTable) alternates.push({ hreflang: 'x-default', href: absolute(defaultTable.href(route.path)) });
    const image = page?.image ?? config.themeConfig.image;
    const searchable = input.search && isSearchable(route);
    return {
      path: route.path,
      kind: route.kind,
      outFile: layout.pageFile({ prefix: table.locale.prefix, path: route.path, trailingSlash: config.trailingSlash, notFound: isNotFound }),
      displayPath: route.page?.displayPath ?? route.doc?.displayPath ?? route.path,
      boot,
      ...(page?.chunkFile ? { chunkFile: page.chunkFile } : {}),
      ...(page?.mdxKey ? { mdxKey: page.mdxKey } : {}),
      ...(page?.fragments ? { fragmentsFile: page.fragments.file } : {}),
      ...(sidebarUrl && key ? { sidebarKey: key } : {}),
      ...(componentFile ? { componentFile } : {}),
      ...(isNotFound ? {} : { canonical: absolute(route.href) }),
      alternates,
      // The page's Markdown copy, for tools that read Markdown (compile-page.ts writes it).
      ...(page?.page.markdownCopy ? { markdownCopy: page.page.markdownCopy } : {}),
      ...(image === undefined ? {} : { image: /^https?:/.test(image) ? image : absolute(staticHref({ baseUrl: config.baseUrl, src: image })) }),
      ...(page?.keywords ? { keywords: page.keywords } : {}),
      noIndex: route.unlisted && !isNotFound,
      ...(searchable
        ? {
            search: {
              url: route.href,
              language: contentLanguage({ config, route }),
              ...(scoped ? { scope: searchScope(route.instance ? instances.get(route.instance) : undefined) } : {}),
              ...(route.page?.kind === 'component' ? { main: true as const } : {}),
            },
          }
        : {}),
      styles: [...bundle.entry.styles, ...(clientAssets?.styles ?? [])],
      // The first load reads a Markdown page's HTML from the DOM, so its own chunk is not preloaded.
      preload: [
        ...new Set(
          [...bundle.entry.preload, ...(clientAssets ? [clientAssets.script, ...clientAssets.preload] : []), ...(sidebarUrl ? [sidebarUrl] : [])].filter(
            (url) => url !== bundle.entry.script,
          ),
        ),
      ],
    };
  });
}

function contextOf(input: RenderInput): RenderContext {
  const { config, site, table, bundle, sidebars } = input;
  return {
    site,
    locale: table.locale,
    siteTitle: config.title,
    titleDelimiter: config.titleDelimiter,
    tagline: config.tagline,
    colorMode: config.themeConfig.colorMode,
    ...(config.favicon ? { favicon: staticHref({ baseUrl: config.baseUrl, src: config.favicon }) } : {}),
    entry: bundle.entry,
    sidebars: Object.fromEntries([...sidebars].map(([key, value]) => [key, value.sidebar])),
    cspMeta: config.csp.meta,
    cspExtra: config.csp.directives,
    siteTags: siteTags(config, table.locale.code),
    siteMeta: config.themeConfig.metadata ?? [],
  };
}

/** Everything a page's HTML depends on besides its job: the locale, the site data, the bundles.
 * Sidebars are left out: a page's own sidebar is named in its job by a content-hashed URL. So is
 * an MDX page's module (its client chunk's URL is a hash of it). */
function contextKeyOf({ context, bundle }: { context: RenderContext; bundle: BundleResult }): string {
  return inputKey({ ...context, sidebars: null }, bundle.serverKey);
}

/** A job's key. The locale's UI strings in its boot data are part of the context key already, and
 * the page data is in the content of its chunk, whose URL is a hash of that content. */
const jobKey = (contextKey: string, job: RenderJob) =>
  inputKey(contextKey, { ...job, boot: { ...job.boot, strings: null, page: job.boot.chunk ? null : job.boot.page } });

/** Renders the locale's pages (only those whose inputs changed since the memo's build). */
export async function renderRoutes(input: RenderInput): Promise<RenderOutcome> {
  const { bundle, progress, stored, edited } = input;
  const locale = input.table.locale.code;
  const partial = edited && stored;
  const routes = partial ? partialRoutes(input, edited) : input.table.routes;
  const planned = planJobs(input, routes);
  const context = contextOf(input);
  const contextKey = contextKeyOf({ context, bundle });
  const keys = new Map(planned.map((job) => [job.outFile, jobKey(contextKey, job)]));
  // A partial pass starts from every stored page; a page rendered again keeps its place.
  const entries = new Map<string, RenderedEntry>(partial ? stored : []);
  const reasons = new Map<string, string>();
  const jobs = planned.filter((job) => {
    const entry = stored?.get(job.outFile);
    const reason = !entry ? 'new page' : entry.key !== keys.get(job.outFile) ? 'its page data, sidebar, head or the theme changed' : undefined;
    if (reason !== undefined) reasons.set(job.path, reason);
    // The same entry object when nothing about it changed: the build cache then sees an unchanged memo.
    else entries.set(job.outFile, entry as RenderedEntry);
    return reason !== undefined;
  });
  if (input.explain) explain({ what: `render ${locale}`, reasons, stored: stored !== undefined, href: (path) => input.table.href(path) });
  const shared: RenderShared = { context, serverModule: bundle.serverModule, componentFiles: bundle.componentFiles };
  const results = await input.executor.run<RenderJob, RenderResult>({ task: 'render', shared, jobs, progress, threshold: RENDER_POOL_PAGES });
  const found = results.flatMap((result) => (result.problem ? [result.problem] : []));
  results.forEach((result, index) => {
    const job = jobs[index];
    // A page that failed keeps its previous file, so its memo entry stays the previous one.
    const previous = job && stored?.get(job.outFile);
    if (job && result.problem && previous) entries.set(job.outFile, previous);
    if (job && !result.problem) {
      entries.set(job.outFile, {
        key: keys.get(job.outFile) ?? '',
        ...(result.record ? { record: result.record } : {}),
        ...(result.policy ? { policy: result.policy } : {}),
      });
    }
  });
  const files = partial ? [...entries.keys()] : planned.map((job) => job.outFile);
  return {
    entries,
    problems: found,
    records: files.flatMap((file) => {
      const record = entries.get(file)?.record;
      return record ? [record] : [];
    }),
    rendered: jobs.map((job) => job.path),
    removed: partial ? [] : [...(stored?.keys() ?? [])].filter((file) => !keys.has(file)),
    policy: mergeSources(files.map((file) => entries.get(file)?.policy)),
    files,
  };
}
