// What a build cache is keyed by: its format, docgen's own code, the Node version, the resolved
// config and the build's options. Any difference and the cache is emptied, never trusted.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { SiteConfig } from '../../config/resolve-config.js';
import { fileDigest, inputKey } from '../../hash.js';
import { DOCGEN_VERSION, PACKAGE_ROOT } from '../../paths.js';

/** Bumped when the shape of what the cache stores changes. */
export const STATE_FORMAT = 11;

/** docgen's own code: the compiled CLI, workers and their chunks in dist/, its version and its
 * locked dependencies. (Running from the TypeScript sources, as the tests do, the compiled files
 * still stand for the code.) */
function docgenFingerprint(): string {
  const parts: string[] = [DOCGEN_VERSION, process.version];
  const dist = join(PACKAGE_ROOT, 'dist');
  const compiled = existsSync(dist)
    ? readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.js'))
        .map((name) => name.split(sep).join('/'))
        .sort()
    : [];
  for (const name of compiled) parts.push(name, fileDigest(readFileSync(join(dist, name))));
  const lock = join(PACKAGE_ROOT, 'package-lock.json');
  if (existsSync(lock)) parts.push(fileDigest(readFileSync(lock)));
  return inputKey(parts);
}

/** The resolved config as text; functions (plugins, callbacks) by their source. Left out: the
 * config as written (the resolved config and the file's digest stand for it, and it may hold
 * anything a config requires), and what the plugins gave, which changes the pages it reaches
 * (their routes, the bundle) rather than the whole cache. */
function configFingerprint(config: SiteConfig): string {
  const { sourceConfig: _source, plugins: _plugins, ...rest } = config;
  const text = JSON.stringify(rest, (_key, value: unknown) => (typeof value === 'function' || value instanceof RegExp ? String(value) : value));
  const file = existsSync(config.configFile) ? fileDigest(readFileSync(config.configFile)) : '';
  return inputKey(text, file);
}

export function cacheKey({ config, localeCodes, includeDrafts }: { config: SiteConfig; localeCodes: readonly string[]; includeDrafts: boolean }): string {
  return inputKey(STATE_FORMAT, docgenFingerprint(), configFingerprint(config), localeCodes, includeDrafts);
}
