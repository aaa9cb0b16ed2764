// What `serve --watch` keeps up to date, held to what a server started now would write.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createDevBuild, type DevBuild } from '../../cli/serve/dev-build.js';
import { listFiles } from './files.js';

/** Builds the site from scratch into `outDir` and expects the kept folder to hold the same files
 * (those `compared` selects; it also holds the chunks of earlier versions), byte for byte. */
export async function expectSameAsFirstBuild({
  dev,
  siteDir,
  outDir,
  compared,
}: {
  dev: DevBuild;
  siteDir: string;
  outDir: string;
  compared: (file: string) => boolean;
}): Promise<void> {
  const first = createDevBuild({ siteDir, outDir });
  expect((await first.rebuild([])).ok).toBe(true);
  await Promise.all([first.settle(), dev.settle()]);
  const made = (await listFiles(first.outDir)).filter(compared);
  expect((await listFiles(dev.outDir)).filter(compared)).toEqual(made);
  expect(made.length).toBeGreaterThan(10);
  for (const file of made) {
    const [kept, fresh] = await Promise.all([readFile(join(dev.outDir, file), 'utf8'), readFile(join(first.outDir, file), 'utf8')]);
    expect(kept, file).toBe(fresh);
  }
}
