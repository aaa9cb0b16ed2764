// The site's static folders, copied into the output as they are (symbolic links stay links).
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { Output } from '../output/output.js';
import { noteWritten } from '../output/write-atomic.js';

/** Copies the static folders into the output; returns their files, which a later pass keeps
 * until a static file changes. */
export async function copyStatic({ config, output }: { config: SiteConfig; output: Output }): Promise<string[]> {
  const files: string[] = [];
  for (const dir of config.staticDirs) {
    if (!existsSync(dir)) continue;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (entry.isDirectory()) continue;
      const source = join(entry.parentPath, entry.name);
      const target = join(output.dir, relative(dir, source));
      await mkdir(dirname(target), { recursive: true });
      // A symbolic link stays one, as a new link (fs.cp replaces the old one rather than writing into it).
      if (entry.isFile()) output.copy(source, target);
      else {
        await cp(source, target, { force: true, verbatimSymlinks: true });
        noteWritten();
        output.add([target]);
      }
      files.push(target);
    }
  }
  return files;
}
