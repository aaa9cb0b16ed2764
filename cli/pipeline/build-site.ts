// `docgen build`: the config, then the publish step (publish.ts: lock, cache, link and swap), which
// runs the stages (build.ts) unless no input changed since the last build. The stages' modules and
// their dependencies (the Markdown and MDX compilers, the highlighter, the renderer) are loaded
// only when they run, so such a build starts in a fraction of the time.
import { relative, resolve } from 'node:path';
import { ignoredWarning, loadConfig } from '../config/load-config.js';
import { setKeyRoot } from '../hash.js';
import type { SiteConfig } from '../config/resolve-config.js';
import { checkLocale, protectedPaths } from '../config/build-scope.js';
import { logger, task } from '../logger.js';
import { checkOutDir } from './output/output-dir.js';
import { publish, type CacheUse } from './publish/publish.js';
import { hasHostedPlugins, hostPlugins, leftOut, withPlugins } from '../plugins/plugin-host.js';

export interface BuildOptions {
  readonly siteDir: string;
  readonly outDir?: string;
  readonly configFile?: string;
  /** Build only this locale. */
  readonly locale?: string;
  readonly includeDrafts?: boolean;
  /** Worker threads for compile and render; default: by site size and cores; 0 keeps all work in the main thread. */
  readonly workers?: number;
  /** Reuse and update `.docgen-cache/build/` (default true); false builds everything from scratch. */
  readonly cache?: boolean;
  /** Print why each page is compiled or rendered again (--debug). */
  readonly explain?: boolean;
}

export interface BuildResult {
  readonly config: SiteConfig;
  readonly outDir: string;
  readonly pages: number;
  /** How the cache was used (publish.ts). */
  readonly cache: CacheUse;
  /** Public hrefs of the pages rendered by this build (the others came from the cache). */
  readonly rendered: readonly string[];
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(options.siteDir);
  setKeyRoot(siteDir);
  const loaded = await task('config', () => loadConfig({ siteDir, configFile: options.configFile }));
  const outDir = resolve(siteDir, options.outDir ?? 'build');
  // The site's plugins run before anything is built: the routes and data they give are inputs.
  const hosted = hasHostedPlugins(loaded) ? await task('plugins', () => hostPlugins({ config: loaded, outDir })) : undefined;
  const config = withPlugins(loaded, hosted);
  const ignored = ignoredWarning({ configFile: config.configFile, ignored: leftOut({ config, hosted }) });
  if (ignored) logger.warn(ignored);
  checkOutDir({ outDir, siteDir, protectedPaths: protectedPaths(config) });
  const localeCodes = checkLocale({ config, locale: options.locale });
  const includeDrafts = options.includeDrafts ?? false;
  const input = { config, localeCodes, includeDrafts, workers: options.workers, explain: options.explain };
  const { result, cache } = await publish({
    config,
    outDir,
    localeCodes,
    includeDrafts,
    useCache: options.cache !== false,
    ...(options.explain ? { explain: true } : {}),
    // Loaded once a stage has to run: a build with no input changed loads none of their modules.
    stages: async ({ writeDir, memo }) => (await import('./build.js')).runStages({ ...input, writeDir, ...(memo ? { memo } : {}) }),
  });
  if (hosted) await task('postBuild', () => hosted.postBuild({ outDir }));
  logger.info(`built ${result.pages} pages into ${relative(process.cwd(), outDir) || '.'}`);
  return { config, outDir, pages: result.pages, rendered: result.rendered, cache };
}
