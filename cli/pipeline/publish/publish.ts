// Publishing a build: the one place that owns the output folder. It locks the folder, opens the
// build cache, runs the stages into the cache's copy of the output (or, without a cache, into a
// temporary folder; or not at all when no input changed since the last build, input-record.ts),
// links the cache's files into the temporary folder and swaps it in, or, when the output folder
// is still what the last build published, makes this build's changes in it (publish-in-place.ts).
// A build that fails leaves the previous output as it was.
import { mkdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SiteConfig } from '../../config/resolve-config.js';
import { DocgenError } from '../../errors.js';
import { capturingWarnings, logger } from '../../logger.js';
import { type BuildCache, cacheRoot, openBuildCache } from '../cache/build-cache.js';
import type { BuildMemo } from '../cache/memo.js';
import { commitOutput, discardOutput, fileSystemProblem, lockOutput, prepareOutput } from '../output/output-dir.js';
import { updatePublished } from './publish-in-place.js';
import { recordPublished, stillPublished, takePublishedRecord, type PublishedRecord } from './published-record.js';
import { alreadyPublished, linkOutput } from '../cache/link-output.js';

/** How a build used its cache: 'unchanged' when no input changed since the last build, whose
 * output it published as it was (input-record.ts); 'warm' when it reused what it could; 'cold'
 * when the cache was empty or not trusted; 'off' without a cache. */
export type CacheUse = 'unchanged' | 'warm' | 'cold' | 'off';

/** What a run of the stages reports to the publish step. */
export interface StagesOutcome {
  readonly pages: number;
  /** Public hrefs of the pages rendered by this run. */
  readonly rendered: readonly string[];
  /** Every file of the output: the cache keeps these and prunes the rest. */
  readonly files: ReadonlySet<string>;
}

export async function publish({
  config,
  outDir,
  localeCodes,
  includeDrafts,
  useCache,
  explain,
  stages,
}: {
  config: SiteConfig;
  outDir: string;
  localeCodes: readonly string[];
  includeDrafts: boolean;
  /** False builds everything from scratch and leaves the cache alone. */
  useCache: boolean;
  /** --debug: the stages run (and say why each page is built again) even when no input changed. */
  explain?: boolean;
  /** Runs the stages into `writeDir`, with what the last build left when there is a cache. */
  stages: (into: { writeDir: string; memo?: BuildMemo }) => Promise<StagesOutcome>;
}): Promise<{ result: StagesOutcome; cache: CacheUse }> {
  const unlock = await writable(outDir, () => lockOutput({ outDir }));
  try {
    const cache = useCache ? await openCache({ config, localeCodes, includeDrafts, publishedDir: outDir, explain: explain ?? false }) : undefined;
    const recordFile = join(cacheRoot(config.siteDir), 'published');
    try {
      const record = cache ? await takePublishedRecord(recordFile) : undefined;
      const target = await writable(outDir, () => prepareOutput({ outDir }));
      try {
        const { result, published } = cache
          ? await writable(outDir, () => runWithCache({ config, stages, cache, tmpDir: target.tmpDir, outDir, record }))
          : { result: await writable(outDir, () => stages({ writeDir: target.tmpDir })), published: false };
        await writable(outDir, () => (published ? discardOutput(target) : commitOutput(target)));
        if (cache) recordPublished({ file: recordFile, outDir, from: cache.outDir, files: result.files });
        return { result, cache: !cache ? 'off' : cache.unchanged ? 'unchanged' : cache.storedPages > 0 ? 'warm' : 'cold' };
      } catch (error) {
        await discardOutput(target).catch(() => undefined);
        throw error;
      }
    } finally {
      await cache?.release();
    }
  } finally {
    await unlock();
  }
}

/** The build cache, or undefined (with a line saying why) when another build holds it or it cannot be written. */
async function openCache(input: Parameters<typeof openBuildCache>[0]): Promise<BuildCache | undefined> {
  const where = relative(process.cwd(), cacheRoot(input.config.siteDir));
  try {
    const cache = await openBuildCache(input);
    if (!cache) logger.info(`another build is using the build cache (${where}); building without it`);
    return cache;
  } catch (error) {
    const problem = fileSystemProblem({ error, dir: where });
    if (!problem) throw error;
    logger.warn(`cannot use the build cache (${where}): ${(error as NodeJS.ErrnoException).code}; building without it`);
    return undefined;
  }
}

/**
 * Runs the stages in the cache's copy of the output, then links the output's files into the
 * build's temporary folder, unless the output folder already is those files (`published`). A file
 * missing from the cache (deleted by hand) means the cache cannot be trusted: it is emptied and
 * the build runs again from scratch.
 */
async function runWithCache({
  config,
  stages,
  cache,
  tmpDir,
  outDir,
  record,
}: {
  config: SiteConfig;
  stages: (into: { writeDir: string; memo?: BuildMemo }) => Promise<StagesOutcome>;
  cache: BuildCache;
  tmpDir: string;
  outDir: string;
  /** What the last build published (published-record.ts). */
  record: PublishedRecord | undefined;
}): Promise<{ result: StagesOutcome; published: boolean }> {
  for (let attempt = 0; ; attempt += 1) {
    let ran: Awaited<ReturnType<typeof runStagesInCache>>;
    try {
      ran = cache.unchanged ? reuseOutput(cache.unchanged) : await runStagesInCache({ config, stages, cache });
    } catch (error) {
      // A folder of the last output where this build writes a file, or a file where it makes a
      // folder (a static folder replaced by a file of its name): the cache's out/ cannot take
      // this output over the last one, and a build from scratch can.
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (!LAYOUT_CONFLICTS.has(code) || attempt > 0 || cache.storedPages === 0) throw error;
      await startOver({ cache, tmpDir, why: `the build cache holds a file where this build makes a folder, or the reverse (${code})` });
      continue;
    }
    const { result, unchanged } = ran;
    // This build wrote nothing into the cache, so an output folder unchanged since the last build
    // published it still holds the cache's files; otherwise they are compared file by file.
    const untouched = record !== undefined && stillPublished({ record, outDir });
    if (unchanged && untouched) return { result, published: true };
    try {
      // The folder is the last output: this build's changes are made in it, file by file.
      if (untouched && updatePublished({ outDir, from: cache.outDir, files: result.files })) return { result, published: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
      await startOver({ cache, tmpDir, why: missingFromCache({ cache, error }) });
      continue;
    }
    if (alreadyPublished({ outDir, from: cache.outDir, files: result.files })) return { result, published: true };
    try {
      await linkOutput({ from: cache.outDir, to: tmpDir, files: result.files });
      return { result, published: false };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
      await startOver({ cache, tmpDir, why: missingFromCache({ cache, error }) });
    }
  }
}

/** Errors of writing a file over a folder, or a folder's file over a file. */
const LAYOUT_CONFLICTS = new Set(['EISDIR', 'ENOTDIR', 'EEXIST', 'ENOTEMPTY']);

/** A file gone from the cache (deleted by hand) between the build and its publishing. */
const missingFromCache = ({ cache, error }: { cache: BuildCache; error: unknown }) =>
  `the build cache is missing ${relative(cache.outDir, (error as NodeJS.ErrnoException).path ?? '')}`;

/** The cache cannot take this build's output over the last one: it is emptied, and the next
 * attempt builds from scratch. */
async function startOver({ cache, tmpDir, why }: { cache: BuildCache; tmpDir: string; why: string }): Promise<void> {
  logger.warn(`${why}; building again from scratch`);
  await cache.reset();
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
}

/** A build none of whose inputs changed (input-record.ts): the last output, and its warnings. */
function reuseOutput({ pages, files, warnings }: NonNullable<BuildCache['unchanged']>): { result: StagesOutcome; unchanged: true } {
  for (const warning of warnings) logger.warn(warning);
  logger.info(`cache: ${pages} of ${pages} pages unchanged, 0 rendered again (no input changed since the last build)`);
  return { result: { pages, rendered: [], files }, unchanged: true };
}

/** Runs the stages in the cache's copy of the output and commits it; `unchanged`: the stages
 * wrote nothing into it. Records the build's inputs for the next build. */
async function runStagesInCache({
  config,
  stages,
  cache,
}: {
  config: SiteConfig;
  stages: (into: { writeDir: string; memo?: BuildMemo }) => Promise<StagesOutcome>;
  cache: BuildCache;
}): Promise<{ result: StagesOutcome; unchanged: boolean }> {
  await cache.begin();
  let result: StagesOutcome;
  let warnings: readonly string[];
  try {
    ({ value: result, warnings } = await capturingWarnings(() =>
      writable(cacheRoot(config.siteDir), () => stages({ writeDir: cache.outDir, memo: cache.memo })),
    ));
  } catch (error) {
    if (error instanceof DocgenError) await cache.keep();
    throw error;
  }
  if (cache.storedPages > 0) {
    logger.info(`cache: ${result.pages - result.rendered.length} of ${result.pages} pages unchanged, ${result.rendered.length} rendered again`);
  }
  const { unchanged } = await cache.commit({ files: result.files });
  cache.recordInputs({ pages: result.pages, warnings });
  return { result, unchanged };
}

/** Runs `work`, turning a permission or full-disk failure into the problem that says what to do. */
async function writable<T>(dir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const problem = fileSystemProblem({ error, dir });
    throw problem ? new DocgenError([problem]) : error;
  }
}
