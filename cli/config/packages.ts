// Which packages a site has: whether an import names a package, whether the site installed it,
// and the package a failed load missed.
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { packageOf } from '../errors.js';

/** A package name, not a path, a URL, an alias of the site's folder or one of Node's own modules. */
export const isPackageImport = (specifier: string) =>
  !/^[./\\]/.test(specifier) && !/^[a-z][a-z0-9+.-]*:/i.test(specifier) && !specifier.startsWith('@site/') && !isBuiltin(specifier);

/** Whether the package an import names is in a node_modules folder that `dir` sees. */
export function isInstalled({ specifier, dir }: { specifier: string; dir: string }): boolean {
  for (let folder = dir; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'node_modules', packageOf(specifier), 'package.json'))) return true;
    if (dirname(folder) === folder) return false;
  }
}

/** A module compiled for loading (load-module.ts) is `.<name>.<uuid>.docgen.mjs` beside its source. */
const COMPILED = /^\.(.+)\.[0-9a-f-]{36}\.docgen\.mjs$/;

/**
 * The package Node could not find when it loaded a module (a config that requires
 * prism-react-renderer the site has not installed), and the file that imports it; undefined for
 * any other failure, a missing file of the site's own included.
 */
export function missingPackageOf(error: unknown): { specifier: string; importer?: string } | undefined {
  const { code, message, requireStack } = (error ?? {}) as { code?: string; message?: string; requireStack?: string[] };
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  const specifier = /^Cannot find (?:package|module) '([^']+)'/.exec(message ?? '')?.[1];
  if (!specifier || !isPackageImport(specifier)) return undefined;
  // require() lists its importers; import says `imported from <file>`.
  const from = requireStack?.[0] ?? / imported from (.+)$/m.exec(message ?? '')?.[1];
  if (from && isInstalled({ specifier, dir: dirname(from) })) return undefined;
  const compiled = from ? COMPILED.exec(basename(from)) : null;
  const importer = from && compiled ? join(dirname(from), compiled[1] ?? '') : from;
  return importer ? { specifier, importer } : { specifier };
}
