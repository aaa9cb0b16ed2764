// Finds, imports, validates and resolves the site config.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DocgenError, problems } from '../errors.js';
import { loadModule } from './load-module.js';
import { resolveConfig, type SiteConfig } from './resolve-config.js';
import { validateConfig } from './validate-config.js';

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export async function loadConfig({ siteDir, configFile }: { siteDir: string; configFile?: string }): Promise<SiteConfig> {
  const candidates = configFile ? [resolve(siteDir, configFile)] : CONFIG_NAMES.map((name) => resolve(siteDir, name));
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new DocgenError([problems.configNotFound({ file: candidates[0] ?? siteDir })]);
  let input: unknown;
  try {
    input = await loadModule({ file });
  } catch (error) {
    throw new DocgenError([problems.configLoadFailed({ file, reason: firstLine(error) })]);
  }
  const config = validateConfig({ input });
  return resolveConfig({ config, siteDir, configFile: file });
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? 'unknown error'
  );
}
