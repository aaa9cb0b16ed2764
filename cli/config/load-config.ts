// Finds, imports, validates and resolves the site config: docgen's own site.config.*, or else a
// Docusaurus config, read as Docusaurus reads it.
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import { checkReact } from './react-version.js';
import { DocgenError, importWhere, problems, type Problem } from '../errors.js';
import { fromDocusaurus, type FromDocusaurus } from './docusaurus-config.js';
import { loadModule, ModuleLoadError } from './load-module.js';
import { missingPackageOf } from './packages.js';
import { resolveConfig, type SiteConfig } from './resolve-config.js';
import { describeMarkdownPlugins, registerSitePlugins } from './site-plugins.js';
import { validateConfig } from './validate-config.js';
import { checkPrism } from './check-prism.js';

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
const DOCUSAURUS_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

// Also the variants sites keep beside their main config and pass with --config (`docusaurus.config+docs.ts`).
const isDocusaurusConfig = (file: string) => basename(file).startsWith('docusaurus.');

export async function loadConfig({ siteDir, configFile }: { siteDir: string; configFile?: string }): Promise<SiteConfig> {
  const candidates = configFile ? [resolve(siteDir, configFile)] : [...CONFIG_NAMES, ...DOCUSAURUS_NAMES].map((name) => resolve(siteDir, name));
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new DocgenError([problems.configNotFound({ file: candidates[0] ?? siteDir })]);
  checkReact();
  let input: unknown;
  try {
    input = await loadModule({ file });
    // Docusaurus takes a function (sync or async) that returns the config.
    if (typeof input === 'function') input = await (input as () => unknown)();
  } catch (error) {
    throw new DocgenError([loadProblem({ error, file, siteDir })]);
  }
  let mapped: FromDocusaurus | undefined;
  const sourceConfig = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  if (isDocusaurusConfig(file) && typeof input === 'object' && input !== null) {
    mapped = fromDocusaurus({ input: input as Record<string, unknown>, siteDir });
    input = mapped.config;
  }
  registerSitePlugins({ configFile: file, plugins: mapped?.markdownPlugins ?? {} });
  const config = validateConfig({ input });
  checkPrism(config.themeConfig.prism);
  return resolveConfig({
    config,
    siteDir,
    configFile: file,
    ignored: mapped?.ignored ?? [],
    markdownPlugins: describeMarkdownPlugins(mapped?.markdownPlugins ?? {}),
    hostedPlugins: mapped?.hosted ?? [],
    clientModules: mapped?.clientModules ?? [],
    sourceConfig,
    remarkPlugins: Object.values(mapped?.markdownPlugins ?? {}).some((set) => set.remarkPlugins.length > 0 || set.beforeDefaultRemarkPlugins.length > 0),
  });
}

/** One line naming what the config asks for and docgen leaves out, or undefined when nothing is. */
export function ignoredWarning(config: Pick<SiteConfig, 'configFile' | 'ignored'>): string | undefined {
  if (config.ignored.length === 0) return undefined;
  return `${basename(config.configFile)}: docgen does not implement these and builds without them: ${config.ignored.join(', ')}`;
}

/** Why the config did not load: a package the site has not installed, named where it is imported, or the error. */
function loadProblem({ error, file, siteDir }: { error: unknown; file: string; siteDir: string }): Problem {
  const missing = missingPackageOf(error);
  if (!missing) return problems.configLoadFailed({ file: error instanceof ModuleLoadError && error.where ? error.where : file, reason: reasonOf(error) });
  const importer = missing.importer ?? file;
  let source = '';
  try {
    source = readFileSync(importer, 'utf8');
  } catch {
    // Named by the file alone.
  }
  const where = importWhere({ file: relative(siteDir, importer).split(sep).join('/'), source, specifier: missing.specifier });
  return problems.packageMissing({ where, specifier: missing.specifier });
}

/** The error's first line, with what to do when a package is missing. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const first =
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? 'unknown error';
  const code = (error as { code?: string }).code;
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return `${first} (install the site's dependencies with npm install in its folder)`;
  return first;
}
