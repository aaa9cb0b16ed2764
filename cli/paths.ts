// Where docgen's own files are, whether running from source (tests) or compiled (dist/).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docgen') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('docgen bug: cannot find docgen package.json above the running file');
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot();
export const RUNTIME_DIR = join(PACKAGE_ROOT, 'runtime');
export const DOCGEN_VERSION = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Resolves a package the way docgen itself sees it, so sites share docgen's React. */
export const resolveFromDocgen = createRequire(join(PACKAGE_ROOT, 'package.json')).resolve;
