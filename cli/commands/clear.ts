// `docgen clear`: Docusaurus's `clear` for a site docgen builds. It removes what builds leave in the
// site's folder, docgen's cache (`.docgen-cache`: the build cache, serve's output, generated
// modules) and the build output folder, and says which it removed. The next build starts cold.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { logger } from '../logger.js';

export interface ClearCommandOptions {
  outDir?: string;
}

export async function clearCommand({ siteDir, options }: { siteDir: string; options: ClearCommandOptions }): Promise<void> {
  const site = resolve(siteDir);
  const folders = [
    { path: join(site, '.docgen-cache'), description: "docgen's cache folder" },
    { path: resolve(site, options.outDir ?? 'build'), description: 'build output folder' },
  ];
  for (const { path, description } of folders) {
    if (!existsSync(path)) continue;
    try {
      await rm(path, { recursive: true, force: true });
      logger.info(`Removed the ${description} at ${relative(process.cwd(), path) || '.'}.`);
    } catch (error) {
      logger.error(
        `${relative(process.cwd(), path)}: could not remove the ${description} (${(error as Error).message}). Close what holds files there (a running docgen serve) and run docgen clear again.`,
      );
      process.exitCode = 1;
    }
  }
}
