// The build, top to bottom: the stages between the config and the publish step, in the order they
// run, one folder of cli/pipeline/ each (README.md there is the map). build-site.ts loads the
// config; publish/ locks the output, opens the cache, and loads this module only when a stage has
// to run. The bundle waits for the MDX pages (the modules of those not compiled to data are in it)
// and comes before render because every page's HTML names the hashed bundle files; Markdown pages
// go on compiling in the pool meanwhile. A locale's search bundles are written while the next
// locale renders. Stages read their part of the memo (`stored`) and return what they made; what
// the next pass reuses is stored through cache/memo.ts's `rememberIn`, and nothing else here.
import { docsHistory } from '../content/git-history.js';
import { DocgenError } from '../errors.js';
import { logger, task } from '../logger.js';
import { writeSiteFeeds } from './blog/blog-feeds.js';
import { addSiteBlogPages } from './blog/blog-pages.js';
import { bundleStage } from './bundle/bundle-stage.js';
import { stylesheetStage } from './bundle/stylesheet-stage.js';
import { rememberIn, type BuildMemo } from './cache/memo.js';
import { checkSiteLinks } from './check-links.js';
import { startCompile } from './compile/compile.js';
import { joinFormats } from './compile/join-formats.js';
import { renderLocale, type RenderedLocale } from './render/render-locale.js';
import type { SearchRecord } from './search/search-index.js';
import { startSearch, type Searching } from './search/search-stage.js';
import { writeHeaders } from './site-files/headers.js';
import { writeSiteLlmsTxt } from './site-files/llms-txt.js';
import { writeSiteRedirects } from './site-files/redirects.js';
import { copyStaticFiles } from './site-files/static-files.js';
import { loadSite, siteKey } from './site/load-site.js';
import { openPass, type Pass } from './site/pass.js';
import type { SiteConfig } from '../config/resolve-config.js';

export interface StagesInput {
  readonly config: SiteConfig;
  readonly localeCodes: readonly string[];
  readonly includeDrafts?: boolean;
  readonly workers?: number;
  /** Folder the files are written to. */
  readonly writeDir: string;
  /** What the last pass into the same `writeDir` did: only pages whose inputs changed are
   * compiled and rendered again, and the files of vanished pages are deleted. */
  readonly memo?: BuildMemo;
  /** False leaves the search index to the caller (records are returned). */
  readonly indexSearch?: boolean;
  /** False writes no llms-full.txt (serve --watch): it is made of every page's copy, work in
   * proportion to the site on every save that changes a page. */
  readonly llmsFullText?: boolean;
  /** Print why each page is compiled or rendered again (--debug). */
  readonly explain?: boolean;
  /** Files saved since the memo's pass (serve --watch): when only Markdown bodies changed, only
   * their pages are planned, compiled and rendered (load-site.ts). */
  readonly changed?: readonly string[];
  /** serve --watch: another pass follows in this process, and reuses what the link check found. */
  readonly watch?: boolean;
}

export interface StagesResult {
  readonly pages: number;
  /** Public hrefs of the pages written by this pass. */
  readonly rendered: readonly string[];
  /** Output files deleted because their route is gone. */
  readonly removed: readonly string[];
  /** URL of the client entry script: when it changes, open pages need a full reload. */
  readonly entryScript: string;
  /** Locale -> search records of its pages. */
  readonly records: ReadonlyMap<string, readonly SearchRecord[]>;
  /** Every file that belongs to this output (anything else in `writeDir` is left from an earlier pass). */
  readonly files: ReadonlySet<string>;
}

/** Every stage after the config, into `writeDir`. */
export async function runStages(input: StagesInput): Promise<StagesResult> {
  const { config, memo } = input;
  const remember = rememberIn(memo);
  const { tables, edited, read } = await task('content', () => loadSite({ ...input, stored: memo })); // site/
  remember.read(read);
  remember.forgetSite(); // until this pass succeeds, the next one reads the whole site
  const pass = openPass({ ...input, tables, tasks: loadTasks, nothingCompiled: !memo?.markdown.size }); // site data, output, worker pool
  let search: Searching | undefined;
  try {
    const history = await docsHistory({ instances: config.docInstances, blogs: config.blogs, i18nDir: config.i18nDir });
    const compiling = startCompile({ pass, stored: memo, history, edited }); // compile/
    remember.compiled(compiling, { tables, edited }); // as each format settles, whatever a later stage does
    const warm = compiling.planned > 0 && !pass.executor.pooled;
    search = startSearch({ output: pass.output, enabled: pass.site.search !== undefined && input.indexSearch !== false, warm, stored: memo }); // search/
    const mdx = await task('compile mdx', compiling.shown.mdx);
    const bundle = await bundleStage({ pass, mdx, contexts: compiling.contexts, stored: memo }); // bundle/
    remember.bundle(bundle.entry);
    const markdown = await task('compile', compiling.shown.md);
    const { compiled, fresh } = joinFormats({ tables, markdown, mdx, bundled: bundle.bundled });
    const styled = await stylesheetStage({ bundled: bundle.bundled, compiled, output: pass.output, stored: memo }); // bundle/: the theme's CSS, trimmed to the pages
    remember.stylesheet(styled.entry);
    addSiteBlogPages({ pass, compiled }); // blog/: the lists show the posts' excerpts, known once both formats are compiled
    // A file shared by several locales (an untranslated doc) warns once, not once per locale.
    for (const warning of new Set(fresh.flatMap((page) => page.warnings))) logger.warn(warning);
    const links = checkSiteLinks({ pass, compiled, stored: memo, keep: input.watch === true }); // check-links.ts
    remember.links(links.kept);
    if (links.fatal.length > 0) throw new DocgenError(links.fatal);
    const locales: RenderedLocale[] = [];
    for (const table of tables) {
      // A new bundle or stylesheet is named in every page: all of them render again.
      const only = bundle.kept && styled.kept ? edited : undefined;
      const rendered = await task(`render ${table.locale.code}`, (progress) =>
        renderLocale({ pass, table, compiled, bundle: styled.bundled, progress, stored: memo, edited: only }),
      ); // render/
      remember.rendered(rendered); // a failed locale's pages that did render keep their entries
      if ('problems' in rendered) throw new DocgenError(rendered.problems);
      locales.push(rendered);
      search.add(rendered);
    }
    const copies = await compiling.copies; // written in the pool meanwhile; llms-full.txt is made of them
    // No later stage runs in the pool: its workers' memory is freed before llms-full.txt, the search
    // index and the state are made (at 10,000 pages the peak came after render).
    await pass.executor.close();
    remember.llms(writeSiteLlmsTxt({ pass, locales, compiled, fullText: input.llmsFullText !== false, rewritten: copies, stored: memo })); // site-files/
    remember.feeds(await writeSiteFeeds({ pass, compiled, stored: memo })); // blog/
    const redirects = await writeSiteRedirects({ pass }); // site-files/
    remember.search(await search.finish());
    remember.staticFiles(await copyStaticFiles({ pass, stored: memo })); // site-files/
    writeHeaders({ pass, sources: [...locales.map((locale) => locale.policy), redirects, bundle.bundled.policy] }); // site-files/
    remember.site({ key: siteKey(input), tables });
    return resultOf({ pass, locales, entryScript: bundle.bundled.entry.script });
  } finally {
    // Waited for after a failure too: no bundle is written into the folder once the pass is over.
    await Promise.all([search?.close(), pass.executor.close()]);
  }
}

function resultOf({ pass, locales, entryScript }: { pass: Pass; locales: readonly RenderedLocale[]; entryScript: string }): StagesResult {
  return {
    pages: pass.pages,
    rendered: locales.flatMap((locale) => locale.rendered),
    removed: locales.flatMap((locale) => locale.removed),
    entryScript,
    records: new Map(locales.map((locale) => [locale.locale, locale.records])),
    // Made when publish asks: serve --watch does not.
    get files() {
      return pass.output.files;
    },
  };
}

/** The task registry, for work run in this thread; workers load their own (build-worker.ts). */
const loadTasks = async () => (await import('./worker-tasks.js')).runTask;
