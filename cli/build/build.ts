// The build, top to bottom. The only file that knows the order of the stages:
// config -> content -> routes -> mdx -> bundle -> compile -> links -> sidebars + manifest -> render
// -> sitemap -> swap. The client bundle comes before compile and render because every page's HTML
// names the hashed bundle files.
import { relative, resolve } from 'node:path';
import type { SiteConfig } from '../config/resolve-config.js';
import { loadConfig } from '../config/load-config.js';
import { loadContent } from '../content/load-content.js';
import { DocgenError, formatProblem, problems } from '../errors.js';
import { logger, task } from '../logger.js';
import { localeInfo } from '../routes/i18n.js';
import { buildRouteTable, type RouteTable } from '../routes/route-table.js';
import { loadSidebars, type SidebarsDefinition } from '../routes/sidebars.js';
import { bundle } from './bundle.js';
import { checkLinks } from './check-links.js';
import { compileContent, type CompiledPage } from './compile.js';
import { compileMdxPages, type CompiledMdxPage } from './compile-mdx.js';
import { copyStatic, emitManifest, emitSidebars } from './emit.js';
import { checkOutDir, commitOutput, discardOutput, prepareOutput } from './output-dir.js';
import { renderRoutes } from './render.js';
import { writeSearchIndex } from './search-index.js';
import { createSiteData } from './site-data.js';
import { writeSitemap } from './sitemap.js';

export interface BuildOptions {
  readonly siteDir: string;
  readonly outDir?: string;
  readonly configFile?: string;
  /** Build only this locale. */
  readonly locale?: string;
  readonly includeDrafts?: boolean;
  /** Worker threads for compile and render; default: by site size and cores; 0 keeps all work in the main thread. */
  readonly workers?: number;
}

export interface BuildResult {
  readonly config: SiteConfig;
  readonly outDir: string;
  readonly pages: number;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(options.siteDir);
  const config = await task('config', () => loadConfig({ siteDir, configFile: options.configFile }));
  const outDir = resolve(siteDir, options.outDir ?? 'build');
  checkOutDir({ outDir, siteDir, protectedPaths: [config.configFile, ...config.docs.map((plugin) => plugin.path), ...config.staticDirs, ...(config.pagesDir ? [config.pagesDir] : [])] });

  const knownLocales = config.locales.map((locale) => locale.code);
  if (options.locale && !knownLocales.includes(options.locale)) throw new DocgenError([problems.localeUnknown({ locale: options.locale, known: knownLocales })]);
  const localeCodes = options.locale ? [options.locale] : knownLocales;

  const tables = await task('content', async () => {
    const definitions = new Map<string, SidebarsDefinition>();
    for (const instance of config.docInstances) definitions.set(instance.key, await loadSidebars({ plugin: instance, siteDir }));
    const result: RouteTable[] = [];
    for (const code of localeCodes) {
      const content = await loadContent({ config, locale: code, includeDrafts: options.includeDrafts });
      result.push(buildRouteTable({ config, locale: localeInfo({ config, code }), content, sidebarDefinitions: definitions }));
    }
    return result;
  });
  const site = createSiteData({ config, tables });
  const componentFiles = [...new Set(tables.flatMap((table) => table.routes.flatMap((route) => (route.page?.kind === 'component' ? [route.page.file] : []))))].sort();

  const target = await prepareOutput({ outDir });
  try {
    // MDX becomes modules before bundling: their components ship as client chunks.
    const mdx = new Map<string, Map<string, CompiledMdxPage>>();
    for (const table of tables) {
      if (!table.routes.some((route) => route.doc?.format === 'mdx' || (route.page?.kind === 'markdown' && route.page.format === 'mdx'))) continue;
      mdx.set(table.locale.code, await task(`mdx ${table.locale.code}`, (progress) => compileMdxPages({ config, table, progress, strings: site.strings[table.locale.code] ?? {}, outDir: target.tmpDir, workers: options.workers })));
    }
    const mdxModules = [...mdx.values()].flatMap((pages) => [...pages.values()].map((page) => page.module));
    const bundled = await task('bundle', () => bundle({ config, siteData: site, componentFiles, mdx: mdxModules, writeDir: target.tmpDir }));
    const compiled = new Map<string, Map<string, CompiledPage>>();
    for (const table of tables) {
      const pages = await task(`compile ${table.locale.code}`, (progress) => compileContent({ config, table, outDir: target.tmpDir, progress, workers: options.workers, strings: site.strings[table.locale.code] ?? {} }));
      for (const [path, { module, ...page }] of mdx.get(table.locale.code) ?? []) {
        pages.set(path, { ...page, chunk: bundled.mdx.get(module.key)?.script ?? '' });
      }
      compiled.set(table.locale.code, pages);
    }
    // A file shared by several locales (an untranslated doc) warns once, not once per locale.
    const warnings = new Set([...compiled.values()].flatMap((pages) => [...pages.values()].flatMap((page) => page.warnings)));
    for (const warning of warnings) logger.warn(warning);
    const brokenLinks = config.onBrokenLinks === 'ignore' ? [] : checkLinks({ config, tables, compiled });
    if (brokenLinks.length > 0 && config.onBrokenLinks === 'throw') throw new DocgenError(brokenLinks);
    for (const problem of brokenLinks) logger.warn(formatProblem(problem));

    let pages = 0;
    for (const table of tables) {
      const pagesOfLocale = compiled.get(table.locale.code) ?? new Map();
      await task(`render ${table.locale.code}`, async (progress) => {
        const sidebars = await emitSidebars({ config, table, outDir: target.tmpDir });
        const manifestUrl = await emitManifest({ config, table, compiled: pagesOfLocale, bundle: bundled, sidebars, outDir: target.tmpDir });
        const records = await renderRoutes({ config, site, table, tables, compiled: pagesOfLocale, bundle: bundled, sidebars, manifestUrl, outDir: target.tmpDir, progress, workers: options.workers, search: site.search !== undefined });
        await writeSitemap({ config, table, outDir: target.tmpDir });
        return records;
      }).then((records) => (site.search ? task(`search ${table.locale.code}`, () => writeSearchIndex({ records, outDir: target.tmpDir, locale: table.locale.code })) : undefined));
      pages += table.routes.length;
    }
    await task('static', () => copyStatic({ config, outDir: target.tmpDir }));
    await commitOutput(target);
    logger.info(`built ${pages} pages into ${relative(process.cwd(), outDir) || '.'}`);
    return { config, outDir, pages };
  } catch (error) {
    await discardOutput(target);
    throw error;
  }
}
