// What `serve --watch` keeps up to date, held to what a server started now would write.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createDevBuild, type DevBuild } from '../../cli/serve/dev-build.js';
import { listFiles } from './files.js';
import { copyFixture, type FixtureSite } from './fixture.js';

export interface DevBuildOfFixture {
  readonly site: FixtureSite;
  readonly dev: DevBuild;
  /** A temporary folder holding the dev build's cache (`kept/`, its output in `kept/out`) and any first build to compare with. */
  readonly outRoot: string;
  /** Waits for the dev build, then removes the site and the output. */
  close(): Promise<void>;
}

/** A copy of a fixture (changed by `prepare` first), built once by a dev build as serve --watch starts. */
export async function devBuildOf({ fixture, prepare }: { fixture: string; prepare?: (site: FixtureSite) => Promise<void> }): Promise<DevBuildOfFixture> {
  const site = await copyFixture(fixture);
  await prepare?.(site);
  const outRoot = await mkdtemp(join(tmpdir(), `docgen-dev-${fixture}-`));
  const dev = createDevBuild({ siteDir: site.dir, cacheDir: join(outRoot, 'kept') });
  expect((await dev.rebuild([])).ok).toBe(true);
  return {
    site,
    dev,
    outRoot,
    close: async () => {
      await dev.close();
      await site.remove();
      await rm(outRoot, { recursive: true, force: true });
    },
  };
}

/** Builds the site from scratch with a dev build whose cache is `cacheDir` and expects the kept folder to hold the same files
 * (those `compared` selects; it also holds the chunks of earlier versions), byte for byte. */
export async function expectSameAsFirstBuild({
  dev,
  siteDir,
  cacheDir,
  compared,
}: {
  dev: DevBuild;
  siteDir: string;
  cacheDir: string;
  compared: (file: string) => boolean;
}): Promise<void> {
  const first = createDevBuild({ siteDir, cacheDir });
  expect((await first.rebuild([])).ok).toBe(true);
  await Promise.all([first.close(), dev.settle()]);
  const made = (await listFiles(first.outDir)).filter(compared);
  expect((await listFiles(dev.outDir)).filter(compared)).toEqual(made);
  expect(made.length).toBeGreaterThan(10);
  for (const file of made) {
    const [kept, fresh] = await Promise.all([readFile(join(dev.outDir, file), 'utf8'), readFile(join(first.outDir, file), 'utf8')]);
    expect(kept, file).toBe(fresh);
  }
}
