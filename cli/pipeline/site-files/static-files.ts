// The site's static folders, copied into the output as they are (symbolic links stay links).
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { SiteConfig } from '../../config/resolve-config.js';
import { task } from '../../logger.js';
import type { Output } from '../output/output.js';
import type { Pass } from '../site/pass.js';
import { noteWritten } from '../output/write-atomic.js';

/** What the static stage reads from the passes before: the files it copied, kept until a static file changes. */
export interface StaticMemo {
  readonly staticFiles?: readonly string[] | undefined;
}

/** The static folders' files in the output: those an earlier pass copied, else copied now. */
export async function copyStaticFiles({ pass, stored }: { pass: Pick<Pass, 'config' | 'output'>; stored?: StaticMemo }): Promise<readonly string[]> {
  const kept = stored?.staticFiles;
  if (!kept) return task('static', () => copyStatic(pass));
  pass.output.add(kept);
  return kept;
}

/** Copies the static folders into the output; returns their files. */
async function copyStatic({ config, output }: { config: SiteConfig; output: Output }): Promise<string[]> {
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
