// Copies a fixture site into a temp folder, optionally changes files, and builds it from source.
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { build, type BuildOptions } from '../../cli/pipeline/build-site.js';
import { writeFileAtomicSync } from '../../cli/pipeline/output/write-atomic.js';
import { DocgenError } from '../../cli/errors.js';
import { setQuiet } from '../../cli/logger.js';

setQuiet(true);

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

export interface FixtureSite {
  readonly dir: string;
  readonly outDir: string;
  read(path: string): Promise<string>;
  write(path: string, content: string): Promise<void>;
  edit(path: string, change: (text: string) => string): Promise<void>;
  build(options?: Omit<BuildOptions, 'siteDir'>): ReturnType<typeof build>;
  /** Builds and returns the thrown DocgenError (fails the test when the build succeeds). */
  buildError(options?: Omit<BuildOptions, 'siteDir'>): Promise<DocgenError>;
  remove(): Promise<void>;
}

/**
 * Saves a file the way most editors do, under a temporary name renamed over it. A write in place
 * leaves the file empty between truncating and writing; a busy test process can stay in that gap
 * long enough for `serve --watch` to build the empty page, which is not what the tests look at.
 */
const saveFile = async (file: string, content: string) => {
  writeFileAtomicSync(file, content);
  backdate(file);
};

/**
 * Files of a fixture look saved a minute ago, as a site's files are when its build starts. A file
 * saved in the moment a build starts may have changed after the build read it, so the build keeps
 * no record of its inputs (input-record.ts) and the next build runs every stage; how close a test's
 * edit comes to its build depends on the machine's load. Back-dated, every build records, and a
 * build after one with no change in between publishes without running a stage, on any machine.
 */
const SAVED_AGO_MS = 60_000;
function backdate(path: string): void {
  const then = new Date(Date.now() - SAVED_AGO_MS);
  if (statSync(path).isDirectory()) for (const name of readdirSync(path)) backdate(join(path, name));
  utimesSync(path, then, then);
}

export async function copyFixture(name: string): Promise<FixtureSite> {
  const dir = await mkdtemp(join(tmpdir(), `docgen-${name}-`));
  await cp(join(FIXTURES, name), dir, { recursive: true, filter: (source) => !source.includes(`${name}/build`) });
  backdate(dir);
  return siteIn(dir);
}

/** The site in `dir` (a fixture copied there, or moved there after its copy). */
export function siteIn(dir: string): FixtureSite {
  const outDir = join(dir, 'build');
  const site: FixtureSite = {
    dir,
    outDir,
    read: (path) => readFile(join(outDir, path), 'utf8'),
    write: (path, content) => saveFile(join(dir, path), content),
    edit: async (path, change) => saveFile(join(dir, path), change(await readFile(join(dir, path), 'utf8'))),
    build: (options = {}) => build({ siteDir: dir, ...options }),
    async buildError(options = {}) {
      try {
        await build({ siteDir: dir, ...options });
      } catch (error) {
        if (error instanceof DocgenError) return error;
        throw error;
      }
      throw new Error('expected the build to fail, but it succeeded');
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
  return site;
}

/** For tests that each change their own copy of a fixture: copies on demand, removes after each test. */
export function fixtureCopies(): (name?: string) => Promise<FixtureSite> {
  const sites: FixtureSite[] = [];
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.remove()));
  });
  return async (name = 'basic') => {
    const site = await copyFixture(name);
    sites.push(site);
    return site;
  };
}
