// The only importer of react-dom/client. Reads the page's boot data, hydrates the pre-rendered
// HTML without fetching the page's own content again, then hands navigation to the router.
import siteData from 'docgen:site-data';
import { useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ManifestEntry, MarkdownPageData, PageBootData, Sidebar } from '../shared/types.js';
import { joinUrl } from '../shared/urls.js';
import App, { type AppProps } from '../theme/App.js';
import { RouteContext } from '../theme/context.js';
import { clearStalePreferredVersions } from '../theme/docs-preferred-version.js';
import LoadReport from '../theme/LoadReport.js';
import { fragmentsIn, STATIC_ATTRIBUTE } from '../shared/static-fragments.js';
import { htmlInElement, MARKDOWN_ATTRIBUTE, type MdxContent } from '../theme/MarkdownContent.js';
import { BLOG_EXCERPT_SEPARATOR } from '../shared/blog.js';
import 'docgen:theme-css';
import { loadChunk, loadModule } from './chunks.js';
import { loadContentTree } from './content-tree.js';
import { installPageCopy } from './page-copy.js';
import { enhanceContent, startEnhancing } from './enhance-content.js';
import { DETAILS_CLASSES } from '../shared/details.js';
import { enhanceDetails } from './details.js';
import { installKeyboardNavigationStyle } from './keyboard-navigation.js';
import { startRouter, type RouteTarget } from './router.js';
import { clientModules, currentLocation } from './client-modules.js';
// Last: the site's custom CSS is put before this line (bundle.ts), and the client modules' CSS
// comes after it, as Docusaurus orders them.
// docgen:custom-css
import siteClientModules from 'docgen:client-modules';

// Only sites with client modules carry the dispatcher: the bundle defines DOCGEN_CLIENT_MODULES,
// and every use below is behind it, so that the minifier drops them all for other sites.
const hooks = process.env.DOCGEN_CLIENT_MODULES ? clientModules(siteClientModules) : null;
const boot = JSON.parse(document.getElementById('__docgen_data')?.textContent ?? '{}') as PageBootData;
// The shared bundle carries no UI strings; this page's boot data has its locale's.
const site = { ...siteData, strings: { [boot.locale]: boot.strings } };
const locale = site.locales.find((candidate) => candidate.code === boot.locale) ?? site.locales[0]!;

type ViewState = Omit<AppProps, 'site' | 'locale'>;

/** A route's view; `inPage`: an MDX page's fragments when they were read from the page itself. */
async function loadView({ path, entry, inPage }: RouteTarget & { inPage?: readonly string[] }): Promise<ViewState> {
  const [module, sidebar, fragments, renderer] = await Promise.all([
    entry.c ? loadModule(entry.c) : Promise.resolve(undefined),
    entry.s ? loadChunk<Sidebar>(entry.s) : Promise.resolve(undefined),
    inPage ?? (entry.f ? loadChunk(entry.f).then(fragmentsIn) : Promise.resolve(undefined)),
    entry.t ? loadContentTree() : undefined,
  ]);
  const data = module?.default;
  if (entry.k === 'component') return { path, kind: entry.k, Component: data as ComponentType };
  const tree = (data as MarkdownPageData | undefined)?.tree;
  if (tree !== undefined) {
    const { contentOf, prepareTree } = renderer ?? (await loadContentTree());
    await prepareTree(tree);
    const { fragments: inData, ...page } = data as MarkdownPageData;
    const parts = fragments ?? inData;
    return { path, kind: entry.k, page, sidebar, Content: contentOf(tree), ...(parts ? { fragments: parts } : {}) };
  }
  // An MDX module: the content component, with the page data beside it.
  if (entry.x && module) {
    const page = { ...(module.page as Omit<MarkdownPageData, 'html'>), html: '' };
    return { path, kind: entry.k, page, sidebar, Content: data as MdxContent, ...(fragments ? { fragments } : {}) };
  }
  return { path, kind: entry.k, page: data as MarkdownPageData | undefined, sidebar };
}

let setView: (view: ViewState) => void = () => {};

function Root({ initial }: { initial: ViewState }) {
  const [view, set] = useState(initial);
  setView = set;
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (process.env.DOCGEN_CLIENT_MODULES) hooks?.routeDidUpdate();
    // What React rendered, the components handle; the build's HTML gets the same behaviour now.
    startEnhancing(document.getElementById('__docusaurus') as HTMLElement);
  }, []);
  return <App site={site} locale={locale} {...view} />;
}

/** A Markdown page's HTML, read back from the element the theme put it in. */
function htmlInPage(): string {
  const element = document.querySelector(`[${MARKDOWN_ATTRIBUTE}]`);
  return element ? htmlInElement(element) : '';
}

async function initialView(): Promise<ViewState> {
  // A Markdown page's HTML is already in the DOM: read it back rather than fetch its chunk.
  // An MDX page compiled to data: its tree is in the boot data, its static parts in the DOM.
  if (boot.page?.tree !== undefined) {
    const inPage = boot.fragments ? fragmentsInPage(boot.fragments.count) : undefined;
    const tree = boot.page.tree;
    const [sidebar, fragments, { contentOf }] = await Promise.all([
      boot.sidebar ? loadChunk<Sidebar>(boot.sidebar) : undefined,
      inPage ?? (boot.fragments ? loadChunk(boot.fragments.url).then(fragmentsIn) : undefined),
      loadContentTree().then(async (renderer) => {
        await renderer.prepareTree(tree);
        return renderer;
      }),
    ]);
    const page = { ...boot.page, html: '' } as MarkdownPageData;
    return { path: boot.path, kind: boot.kind, page, sidebar, Content: contentOf(tree), ...(fragments ? { fragments } : {}) };
  }
  if (boot.page && !boot.mdx) {
    const sidebar = boot.sidebar ? await loadChunk<Sidebar>(boot.sidebar) : undefined;
    // A blog list holds one block per excerpt; its data keeps them joined by the separator (only
    // sites with a blog ship that: the bundle defines DOCGEN_BLOG).
    const html = process.env.DOCGEN_BLOG
      ? [...document.querySelectorAll(`[${MARKDOWN_ATTRIBUTE}]`)].map(htmlInElement).join(BLOG_EXCERPT_SEPARATOR)
      : htmlInPage();
    return { path: boot.path, kind: boot.kind, page: { ...boot.page, html } as MarkdownPageData, sidebar };
  }
  const entry: ManifestEntry = {
    k: boot.kind,
    ...(boot.chunk ? { c: boot.chunk } : {}),
    ...(boot.sidebar ? { s: boot.sidebar } : {}),
    ...(boot.mdx ? { x: 1 as const } : {}),
    ...(boot.fragments ? { f: boot.fragments.url } : {}),
  };
  const inPage = boot.fragments ? fragmentsInPage(boot.fragments.count) : undefined;
  return loadView({ path: boot.path, entry, ...(inPage ? { inPage } : {}) });
}

/**
 * An MDX page's static parts, read back from its pre-rendered HTML like a Markdown page's. When
 * the HTML lacks some (a lazy tab's panel is rendered only once chosen), undefined: the page
 * then loads them as data.
 */
function fragmentsInPage(count: number): string[] | undefined {
  const fragments: string[] = [];
  for (const element of document.querySelectorAll(`[${STATIC_ATTRIBUTE}]`)) {
    fragments[Number(element.getAttribute(STATIC_ATTRIBUTE))] = element.innerHTML;
  }
  for (let index = 0; index < count; index++) if (fragments[index] === undefined) return undefined;
  return fragments;
}

/**
 * The pre-rendered page stays readable when a chunk it needs for hydration fails to load; the
 * visitor gets the error and "Retry" over it, and the page hydrates once a retry succeeds.
 */
async function initialViewWithRetry(): Promise<ViewState> {
  for (;;) {
    try {
      return await initialView();
    } catch (error) {
      await reportFailure(error);
    }
  }
}

/** Shows the load report in a root of its own; resolves (and removes it) when Retry is pressed. */
function reportFailure(error: unknown): Promise<void> {
  const container = document.createElement('div');
  container.className = 'load-report-overlay';
  document.body.append(container);
  const reportRoot = createRoot(container);
  return new Promise((resolve) => {
    const retry = () => {
      reportRoot.unmount();
      container.remove();
      resolve();
    };
    reportRoot.render(
      <RouteContext.Provider value={{ site, locale, path: boot.path }}>
        <LoadReport reason="failed" error={error} retry={retry} contentShown />
      </RouteContext.Provider>,
    );
  });
}

async function start() {
  // The build's HTML behaves as the components would: code blocks' buttons come with the first
  // block (most pages have none), details animate.
  enhanceContent('.theme-code-block > .codeBlockContent_kX1v', (content) => void import('./code-buttons.js').then(({ addButtons }) => addButtons(content)));
  enhanceContent(`details.${DETAILS_CLASSES.details}`, enhanceDetails);
  installPageCopy();
  installKeyboardNavigationStyle();
  clearStalePreferredVersions(site.docsPlugins);
  if (process.env.DOCGEN_CLIENT_MODULES) hooks?.routeUpdate(currentLocation());
  const initial = await initialViewWithRetry();
  hydrateRoot(document.getElementById('__docusaurus')!, <Root initial={initial} />);
  startRouter<ViewState>({
    root: joinUrl(site.baseUrl, locale.prefix),
    manifestUrl: boot.manifest,
    trailingSlash: site.trailingSlash,
    pageLoading: site.pageLoading,
    initialPath: boot.path,
    load: loadView,
    ...(process.env.DOCGEN_CLIENT_MODULES && hooks
      ? {
          routeUpdate: (url: URL) => hooks.routeUpdate({ ...currentLocation(), pathname: url.pathname, search: url.search, hash: url.hash }),
          routeDidUpdate: () => hooks.routeDidUpdate(),
        }
      : {}),
    show: async (shown) => {
      // Committed synchronously: the router scrolls and moves focus right after.
      flushSync(() => setView('view' in shown ? shown.view : { path: shown.path, kind: 'not-found', report: { reason: 'timeout', retry: shown.retry } }));
    },
  });
}

void start();
