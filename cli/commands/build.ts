import { build } from '../pipeline/build-site.js';

export interface BuildCommandOptions {
  outDir?: string;
  config?: string;
  locale?: string;
  /** False with --no-cache. */
  cache?: boolean;
  /** Stack traces with errors, and why each page is compiled or rendered again. */
  debug?: boolean;
}

export async function buildCommand({ siteDir, options }: { siteDir: string; options: BuildCommandOptions }): Promise<void> {
  await build({ siteDir, outDir: options.outDir, configFile: options.config, locale: options.locale, cache: options.cache, explain: options.debug });
}
