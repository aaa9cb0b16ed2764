// Where the compiled worker entry points are. They exist only once the CLI is compiled.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../paths.js';

/** The compiled worker file, or null when running from source (work then stays in-process). */
export function workerFile(name: string): string | null {
  const file = join(PACKAGE_ROOT, 'dist', `${name}.js`);
  return existsSync(file) ? file : null;
}
