#!/usr/bin/env node
// `npm run bench`: builds real-shaped sites three times each, each build in its own Node process
// with the compiled CLI (dist/cli.js): cold (empty cache), warm (nothing changed since) and after
// one page was edited, and prints wall time, pages per second and peak RSS against the targets.
// Before the builds of each site it times the floor, the build's Markdown parser alone on that
// site's sources on as many threads as the build has (bench/floor.js), and judges a cold build by
// how many times the floor it takes: both ran on the same content in the same run.
// The sites: this repository's ZELF site (copied to a temp folder), generated guides of 1,000 and
// 10,000 pages (`--sizes 1000,10000` to choose) and 1,000 generated API reference pages in MDX
// (`--no-api` skips them), and a Docusaurus site of 5 docs versions in 4 languages with a blog
// (`--no-versions` skips it). On each guides site it also runs `docgen serve --watch` and times each
// save of a Markdown page until the reload event. Then it builds ZELF once more and reports its
// pages' first-load weight and Lighthouse scores (bench/zelf.js; `--no-zelf` skips ZELF), and times
// pairs of ZELF builds from scratch with Markdown copies and llms.txt off and on. Results also go
// to bench-results/latest.json. The temp folder is removed at the end. A fixed one-thread workload
// is timed before and after the builds, on one thread and on every core at once, and so is the CPU
// a new file costs in the temp folder (bench/reference.js): build times move with both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { arch, cpus, platform, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateSite } from './bench/generate-site.js';
import { generateVersionedSite } from './bench/generate-versioned-site.js';
import { measureFloor } from './bench/floor.js';
import { fileCreationUs, referenceAllCoresMs, referenceMs } from './bench/reference.js';
import { benchWatch } from './bench/watch.js';
import { benchZelf } from './bench/zelf.js';
import { V8_FLAGS } from './v8-flags.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI_URL = new URL('../dist/cli.js', import.meta.url);
const RESULTS_FILE = join(ROOT, 'bench-results', 'latest.json');
const DEFAULT_SIZES = [1000, 10000];
const SEED = 1;
/** Pages of the API-style site (MDX, tabs, code in many languages), the shape of real API docs. */
const API_PAGES = 1000;
/** Save -> reload event in serve --watch, median, per site size (other sizes are measured without a target). */
const WATCH_TARGETS_MS = { 10000: 150 };

/** The Docusaurus-shaped site of 5 docs versions in 4 languages and a blog (bench/generate-versioned-site.js). */
const VERSIONED = 'versions 5 x 4 locales + blog';
/**
 * Targets per workload and kind of build; workloads not listed here are measured but have no target.
 * `floorRatio`: a cold build's wall time over the site's floor (bench/floor.js), at most `max` or below `below`.
 */
const TARGETS = {
  'guides 1,000': { cold: { floorRatio: { max: 1.6 } } },
  'guides 10,000': { cold: { floorRatio: { max: 1.6 }, maxRssMB: 800 }, warm: { maxSeconds: 1.5, maxRssMB: 800 }, edit: { maxRssMB: 800 } },
  'API 1,000': { cold: { floorRatio: { below: 2.5 } } },
  ZELF: { cold: { floorRatio: { below: 2.5 } }, warm: { maxSeconds: 0.6 }, edit: { maxSeconds: 1 } },
  [VERSIONED]: { cold: { maxSeconds: 12, maxRssMB: 1024 }, warm: { maxSeconds: 1, maxRssMB: 1024 } },
};
/** What Markdown copies and llms.txt (config `llms`) may add to a cold ZELF build, and the pairs of builds that measure it. */
const LLMS_TARGET = { maxShare: 0.05, pairs: 6 };
/** The builds of each size, in order: each one starts from what the one before left. */
const RUNS = ['cold', 'warm', 'edit'];

function parseSizes(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { sizes: { type: 'string' }, 'no-zelf': { type: 'boolean' }, 'no-api': { type: 'boolean' }, 'no-versions': { type: 'boolean' } },
  });
  if (values.sizes === undefined) return DEFAULT_SIZES;
  const sizes = values.sizes.split(',').map((part) => Number(part.trim()));
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error(`--sizes takes positive whole numbers separated by commas, e.g. --sizes 1000,10000 (got "${values.sizes}")`);
  }
  return sizes;
}

/** The bench measures the compiled CLI, the thing users run, and its compiled parser (the floor); compile them when missing. */
function ensureCompiled() {
  if (existsSync(CLI_URL) && existsSync(new URL('../dist/parse-only.js', import.meta.url))) return;
  process.stderr.write('dist/ is not complete; compiling the CLI first...\n');
  const result = spawnSync(process.execPath, ['bin/compile.js'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('could not compile the CLI (node bin/compile.js failed)');
}

/**
 * The child's whole program. Importing dist/cli.js in a fresh process makes the run cold (no module
 * or JIT state shared with the generator) and makes maxRSS that build's peak alone.
 */
function childScript({ siteDir, args }) {
  return [
    `import { run } from ${JSON.stringify(CLI_URL.href)};`,
    `process.exitCode = await run(${JSON.stringify(['build', siteDir, ...args])});`,
    // Last stdout line: the parent reads it. maxRSS is in kilobytes.
    'console.log(JSON.stringify({ maxRSS: process.resourceUsage().maxRSS }));',
  ].join('\n');
}

/** Builds one site in a child process; resolves with its exit code, output and wall time. */
function runChildBuild({ siteDir, args = [] }) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    // CI=true: docgen prints one line per finished stage instead of redrawing a progress line.
    // The same V8 flags as bin/docgen.js, which users run.
    const child = spawn(process.execPath, [...V8_FLAGS, '--input-type=module', '-e', childScript({ siteDir, args })], {
      cwd: siteDir,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, wallMs: performance.now() - start }));
  });
}

/** The stage lines docgen prints in CI mode ("compile en 2.31 s"), as seconds per stage. */
function parseStages(stderr) {
  const stages = {};
  for (const line of stderr.split('\n')) {
    const match = /^(\S.*?) (\d+(?:\.\d+)?) (ms|s)$/.exec(line.trim());
    if (match) stages[match[1]] = Number(match[2]) / (match[3] === 'ms' ? 1000 : 1);
  }
  return stages;
}

function parseUsage(stdout) {
  try {
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
  } catch {
    return null;
  }
}

/** What went wrong with a build, or null. A number from a failed or partial build means nothing. */
function buildProblem({ routes, run, usage }) {
  if (run.code !== 0) return `exit code ${run.code}${run.signal ? `, signal ${run.signal}` : ''}`;
  if (typeof usage?.maxRSS !== 'number') return 'the child printed no resource usage on its last stdout line';
  const built = /built (\d+) pages/.exec(run.stderr);
  if (!built) return 'docgen printed no "built N pages" line';
  if (routes !== undefined && Number(built[1]) !== routes) return `docgen built ${built[1]} routes, expected ${routes}`;
  return null;
}

/** Returns the build's peak RSS and route count, or throws with the build's output when the build failed. */
function checkBuild({ workload, routes, run }) {
  const usage = parseUsage(run.stdout);
  const problem = buildProblem({ routes, run, usage });
  if (problem) {
    throw new Error(`the build of ${workload} failed (${problem}).\n--- stderr of the build ---\n${run.stderr.trim()}\n--- stdout ---\n${run.stdout.trim()}`);
  }
  return { maxRssKB: usage.maxRSS, routes: Number(/built (\d+) pages/.exec(run.stderr)?.[1]) };
}

/** Compares one result with its targets; `met` is null when the workload has no target. */
function checkTargets({ workload, kind, wallSeconds, peakRssMB, floorRatio }) {
  const target = TARGETS[workload]?.[kind];
  if (!target) return { target: null, met: null, missed: [] };
  const missed = [];
  if (target.maxSeconds !== undefined && wallSeconds > target.maxSeconds) missed.push(`wall ${wallSeconds.toFixed(2)} s > ${target.maxSeconds} s`);
  const { max, below } = target.floorRatio ?? {};
  if (max !== undefined && !(floorRatio <= max)) missed.push(`cold/floor ${floorRatio.toFixed(2)} > ${max}`);
  if (below !== undefined && !(floorRatio < below)) missed.push(`cold/floor ${floorRatio.toFixed(2)} >= ${below}`);
  if (target.maxRssMB !== undefined && peakRssMB > target.maxRssMB) missed.push(`RSS ${Math.round(peakRssMB)} MB > ${target.maxRssMB} MB`);
  return { target, met: missed.length === 0, missed };
}

/** Times the site's floor, then builds it cold, warm and after `edit`. */
async function benchSite({ workload, siteDir, routes, edit }) {
  // Before the builds: the site's sources as they are, with no cache or output beside them.
  const floor = await measureFloor({ siteDir });
  process.stderr.write(
    `${workload}: floor (parse only) ${floor.seconds.toFixed(2)} s, ${floor.files} sources, ${(floor.bytes / 1024 / 1024).toFixed(1)} MB on ${floor.threads} threads\n`,
  );
  const builds = [];
  for (const kind of RUNS) {
    if (kind === 'edit') await edit();
    // The cold build starts with no .docgen-cache (a fresh site) and fills it, as a first build does.
    const run = await runChildBuild({ siteDir });
    const { maxRssKB, routes: built } = checkBuild({ workload, routes, run });
    const wallSeconds = run.wallMs / 1000;
    const peakRssMB = maxRssKB / 1024;
    const floorRatio = kind === 'cold' ? wallSeconds / floor.seconds : undefined;
    const stages = parseStages(run.stderr);
    const cache = /^cache: (\d+) of (\d+) pages unchanged, (\d+) rendered again( \(no input changed since the last build\))?$/m.exec(run.stderr);
    const rendered = cache ? Number(cache[3]) : built;
    // A build none of whose inputs changed publishes the last output without a stage (input-record.ts).
    const unchanged = Boolean(cache?.[4]);
    if (kind !== 'cold' && !cache) throw new Error(`the ${kind} build of ${workload} did not use the cache.\n${run.stderr.trim()}`);
    process.stderr.write(
      `${workload}: ${kind} build in ${wallSeconds.toFixed(2)} s${floorRatio === undefined ? '' : ` (${floorRatio.toFixed(2)} x the floor)`}, ${rendered} pages rendered (${Object.entries(
        stages,
      )
        .map(([name, seconds]) => `${name} ${seconds.toFixed(2)} s`)
        .join(', ')})${unchanged ? ', no input changed: the last output published' : ''}\n`,
    );
    builds.push({
      kind,
      wallSeconds,
      pagesPerSecond: built / wallSeconds,
      peakRssMB,
      rendered,
      unchanged,
      stages,
      ...(floorRatio === undefined ? {} : { floorRatio }),
      ...checkTargets({ workload, kind, wallSeconds, peakRssMB, floorRatio }),
    });
  }
  return { workload, floor, builds };
}

async function benchSize({ pages, workDir, style = 'guide' }) {
  const workload = `${style === 'api' ? 'API' : 'guides'} ${pages.toLocaleString('en-US')}`;
  const siteDir = join(workDir, `site-${style}-${pages}`);
  const generateStart = performance.now();
  const generated = await generateSite({ dir: siteDir, pages, seed: SEED, style });
  const generateSeconds = (performance.now() - generateStart) / 1000;
  process.stderr.write(`generated ${workload} pages in ${generateSeconds.toFixed(2)} s; building...\n`);
  const edit = () =>
    appendFile(join(generated.docsDir, generated.docs[Math.floor(generated.docs.length / 3)]), '\nA sentence added to time an incremental build.\n');
  // docgen counts the 404 page as a route too.
  const result = await benchSite({ workload, siteDir, routes: pages + 1, edit });
  let watch;
  if (style === 'guide') {
    process.stderr.write(`serve --watch on ${workload} pages: first build, then 10 saves of one page...\n`);
    const measured = await benchWatch({ siteDir, page: generated.docs[Math.floor(generated.docs.length / 2)] });
    const targetMs = WATCH_TARGETS_MS[pages] ?? null;
    watch = { ...measured, targetMs, met: targetMs === null ? null : measured.medianMs <= targetMs };
    process.stderr.write(
      `save -> reload event: median ${measured.medianMs.toFixed(0)} ms, max ${measured.maxMs.toFixed(0)} ms (${measured.samplesMs.map((ms) => ms.toFixed(0)).join(', ')})\n`,
    );
  }
  // Free the disk before the next (larger) size.
  rmSync(siteDir, { recursive: true, force: true });
  return { pages, ...result, generateSeconds, ...(watch ? { watch } : {}) };
}

/** A Docusaurus site as multi-version, multi-language sites are: 5 versions x 4 locales x 60 docs and a blog. */
async function benchVersioned({ workDir }) {
  const siteDir = join(workDir, 'site-versioned');
  const generateStart = performance.now();
  const { docs } = await generateVersionedSite({ dir: siteDir, seed: SEED });
  process.stderr.write(`generated the ${VERSIONED} site in ${((performance.now() - generateStart) / 1000).toFixed(2)} s; building...\n`);
  const edit = () => appendFile(join(siteDir, 'versioned_docs', 'version-4.0', docs[0]), '\nA sentence added to time an incremental build.\n');
  const result = await benchSite({ workload: VERSIONED, siteDir, edit });
  rmSync(siteDir, { recursive: true, force: true });
  return result;
}

/** The ZELF site of this repository, copied out so its cache and output stay out of the repo. */
async function benchZelfBuilds({ workDir }) {
  const siteDir = join(workDir, 'zelf-site');
  await cp(join(ROOT, 'content'), join(siteDir, 'content'), { recursive: true });
  await cp(join(ROOT, 'site.config.ts'), join(siteDir, 'site.config.ts'));
  const edit = () => appendFile(join(siteDir, 'content', 'docs', 'intro.md'), '\nA sentence added to time an incremental build.\n');
  const result = await benchSite({ workload: 'ZELF', siteDir, edit });
  const llms = await benchLlmsCost({ siteDir });
  rmSync(siteDir, { recursive: true, force: true });
  return { ...result, llms };
}

/**
 * What Markdown copies and llms.txt add to a cold ZELF build: pairs of builds from scratch
 * (--no-cache), one with `llms` off and one with it on, taken in turns so that a change in the
 * host's speed weighs on both alike. The share is of the mean build without them.
 */
async function benchLlmsCost({ siteDir }) {
  const configs = {};
  for (const llms of [false, true]) {
    configs[llms] = `llms-${llms ? 'on' : 'off'}.config.ts`;
    await writeFile(join(siteDir, configs[llms]), `import config from './site.config.ts';\nexport default { ...config, llms: ${llms} };\n`);
  }
  const seconds = { false: [], true: [] };
  for (let pair = 0; pair < LLMS_TARGET.pairs; pair += 1) {
    for (const llms of pair % 2 === 0 ? [false, true] : [true, false]) {
      const run = await runChildBuild({ siteDir, args: ['--no-cache', '--config', configs[llms]] });
      checkBuild({ workload: `ZELF (llms ${llms ? 'on' : 'off'})`, run });
      seconds[llms].push(run.wallMs / 1000);
    }
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const off = mean(seconds.false);
  const on = mean(seconds.true);
  const share = (on - off) / off;
  const line = `ZELF cold, llms off / on: ${off.toFixed(2)} s / ${on.toFixed(2)} s over ${LLMS_TARGET.pairs} pairs`;
  process.stderr.write(`${line}\n`);
  return {
    offSeconds: seconds.false,
    onSeconds: seconds.true,
    addedSeconds: on - off,
    share,
    maxShare: LLMS_TARGET.maxShare,
    met: share <= LLMS_TARGET.maxShare,
  };
}

const formatLlms = ({ offSeconds, onSeconds, addedSeconds, share, maxShare, met }) =>
  [
    `Markdown copies and llms.txt on a cold ZELF build: ${addedSeconds >= 0 ? '+' : ''}${addedSeconds.toFixed(2)} s, ${(share * 100).toFixed(1)}% (target < ${maxShare * 100}%: ${met ? 'met' : 'NOT met'})`,
    `  llms off: ${offSeconds.map((value) => value.toFixed(2)).join(' ')} s`,
    `  llms on:  ${onSeconds.map((value) => value.toFixed(2)).join(' ')} s`,
  ].join('\n');

function describeTarget({ target }) {
  if (!target) return 'no target';
  return [
    target.maxSeconds !== undefined && `<= ${target.maxSeconds} s`,
    target.floorRatio?.max !== undefined && `cold/floor <= ${target.floorRatio.max}`,
    target.floorRatio?.below !== undefined && `cold/floor < ${target.floorRatio.below}`,
    target.maxRssMB !== undefined && `<= ${target.maxRssMB} MB`,
  ]
    .filter(Boolean)
    .join(', ');
}

const KIND_LABELS = { cold: 'cold (empty cache)', warm: 'warm (no change)', edit: 'one page edited' };

function formatTable(results) {
  const header = ['Site', 'Build', 'Wall time (s)', 'Floor (s)', 'Cold/floor', 'Rendered', 'Peak RSS (MB)', 'Target', 'Met'];
  const rows = results.flatMap((result) =>
    result.builds.map((build) => [
      result.workload,
      KIND_LABELS[build.kind],
      build.wallSeconds.toFixed(2),
      // The floor is a cold build's measure.
      build.kind === 'cold' ? result.floor.seconds.toFixed(2) : '',
      build.floorRatio === undefined ? '' : build.floorRatio.toFixed(2),
      build.rendered.toLocaleString('en-US'),
      build.peakRssMB.toFixed(0),
      describeTarget(build),
      build.met === null ? '-' : build.met ? 'yes' : `NO (${build.missed.join('; ')})`,
    ]),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  // Numbers right-aligned, text left-aligned, as a reader scans them.
  const alignRight = [false, false, true, true, true, true, true, false, false];
  const line = (cells) => `| ${cells.map((cell, column) => (alignRight[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (alignRight[column] ? `${'-'.repeat(width + 1)}:` : `:${'-'.repeat(width + 1)}`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function formatZelf({ pageWeights, lighthouse }) {
  const weight = (label, figures) =>
    `  ${label.padEnd(9)} ${figures.page}: JS ${figures.jsKB.toFixed(1)} KB, CSS ${figures.cssKB.toFixed(1)} KB, HTML ${figures.htmlKB.toFixed(1)} KB (gzipped)${figures.met ? '' : '  OVER BUDGET'}`;
  const lines = [
    `ZELF first load (budget: JS < ${pageWeights.budget.jsKB} KB, CSS < ${pageWeights.budget.cssKB} KB gzipped; ${pageWeights.pagesOverBudget} of ${pageWeights.pages} pages over it):`,
    weight('home', pageWeights.home),
    weight('docs', pageWeights.docs),
    weight('heaviest', pageWeights.heaviest),
  ];
  if (lighthouse.skipped) lines.push(`Lighthouse: skipped (${lighthouse.skipped})`);
  else {
    for (const [label, run] of Object.entries(lighthouse)) {
      const scores = Object.entries(run.scores)
        .map(([id, score]) => `${id} ${score}`)
        .join(', ');
      lines.push(`Lighthouse ${label.padEnd(5)} ${scores}${run.met ? '' : ` (NOT met: ${run.missed.join('; ')})`}`);
    }
  }
  return lines.join('\n');
}

async function measureReference({ workDir }) {
  const oneThreadMs = referenceMs();
  const { threads, ms: allCoresMs } = await referenceAllCoresMs();
  // Where the sites are built: the cost of a new file is the file system's.
  return { oneThreadMs, threads, allCoresMs, fileCreationUs: fileCreationUs({ dir: workDir }) };
}

const formatReference = ({ oneThreadMs, threads, allCoresMs, fileCreationUs }) =>
  `${oneThreadMs.toFixed(0)} ms on one thread, ${allCoresMs.toFixed(0)} ms on ${threads} at once, ${fileCreationUs.toFixed(0)} µs of CPU per new file`;

async function writeResults({ results, zelf, reference }) {
  const report = {
    date: new Date().toISOString(),
    referenceMs: reference,
    node: process.version,
    platform: `${platform()} ${arch()}`,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    totalMemoryMB: Math.round(totalmem() / 1024 / 1024),
    seed: SEED,
    results,
    ...(zelf ? { zelf } : {}),
  };
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
}

async function main() {
  const sizes = parseSizes(process.argv.slice(2));
  ensureCompiled();
  const workDir = await mkdtemp(join(tmpdir(), 'docgen-bench-'));
  // Ctrl-C skips `finally`; remove the sites anyway (the child gets the same signal and stops).
  const cleanUp = () => rmSync(workDir, { recursive: true, force: true });
  const onInterrupt = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
  try {
    const reference = { before: await measureReference({ workDir }) };
    process.stderr.write(`machine reference before the builds: ${formatReference(reference.before)}\n`);
    const results = [];
    if (!process.argv.includes('--no-zelf')) results.push(await benchZelfBuilds({ workDir }));
    for (const pages of sizes) results.push(await benchSize({ pages, workDir }));
    if (!process.argv.includes('--no-api')) results.push(await benchSize({ pages: API_PAGES, workDir, style: 'api' }));
    if (!process.argv.includes('--no-versions')) results.push(await benchVersioned({ workDir }));
    reference.after = await measureReference({ workDir });
    process.stdout.write(`\n${formatTable(results)}\n\n`);
    process.stdout.write(
      `machine reference (bin/bench/reference.js, lower is faster): before the builds ${formatReference(reference.before)}; after ${formatReference(reference.after)}\n\n`,
    );
    const llms = results.find((result) => result.llms)?.llms;
    if (llms) process.stdout.write(`${formatLlms(llms)}\n\n`);
    for (const { workload, watch } of results) {
      if (!watch) continue;
      const verdict = watch.targetMs === null ? 'no target' : `target <= ${watch.targetMs} ms: ${watch.met ? 'met' : 'NOT met'}`;
      process.stdout.write(
        `serve --watch, ${workload} pages: save -> reload event median ${watch.medianMs.toFixed(0)} ms, max ${watch.maxMs.toFixed(0)} ms over ${watch.saves} saves (${verdict})\n\n`,
      );
    }
    let zelf;
    if (!process.argv.includes('--no-zelf')) {
      process.stderr.write('ZELF: building, measuring page weight, running Lighthouse...\n');
      zelf = await benchZelf({ workDir });
      process.stdout.write(`${formatZelf(zelf)}\n\n`);
    }
    await writeResults({ results, zelf, reference });
    process.stdout.write(`results written to bench-results/latest.json\n`);
  } finally {
    process.off('SIGINT', onInterrupt);
    cleanUp();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
