// The ZELF site's figures for the benchmark: builds it from scratch into a temp folder, measures
// the first-load weight of the home page, a Markdown docs page and the heaviest page of the site,
// then serves the folder with `docgen serve` and runs Lighthouse 12 on the home page and the docs
// page with Debian's Chromium (skipped, with the reason, when Chromium is missing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kb, pageWeight, PAGE_WEIGHT_BUDGET } from './page-weight.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCGEN = join(ROOT, 'bin', 'docgen.js');
const LIGHTHOUSE = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
const PAGES = { home: 'index.html', docs: 'docs/intro.html' };
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

function htmlPages(outDir) {
  return readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets') && !file.startsWith('pagefind'));
}

/** Starts `docgen serve` on the folder; resolves with its URL and a stop function. */
function serve(outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DOCGEN, 'serve', ROOT, '--dir', outDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const url = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url) resolve({ url, stop: () => child.kill('SIGINT') });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`docgen serve exited (${code}) before printing its URL:\n${output}`)));
  });
}

/** One Lighthouse run (mobile defaults: throttled 4G, mid-range phone CPU), category scores 0-100. */
function lighthouse(url) {
  const run = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${run.status}):\n${run.stderr}`);
  const report = JSON.parse(run.stdout);
  const scores = Object.fromEntries(Object.entries(report.categories).map(([id, category]) => [id, Math.round(category.score * 100)]));
  const failed = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => [id, report.audits[id]?.displayValue]),
  );
  const missed = Object.entries(LIGHTHOUSE_TARGETS)
    .filter(([id, min]) => (scores[id] ?? 0) < min)
    .map(([id, min]) => `${id} ${scores[id]} < ${min}`);
  return { url, scores, metrics, failedAudits: failed, met: missed.length === 0, missed };
}

const weightSummary = (weight) => ({
  page: weight.page,
  jsKB: Number(kb(weight.jsGzip).toFixed(1)),
  cssKB: Number(kb(weight.cssGzip).toFixed(1)),
  htmlKB: Number(kb(weight.htmlGzip).toFixed(1)),
  imagesWithoutSize: weight.imagesWithoutSize.length,
  externalFonts: weight.externalFonts.length,
  met: kb(weight.jsGzip) < PAGE_WEIGHT_BUDGET.jsKB && kb(weight.cssGzip) < PAGE_WEIGHT_BUDGET.cssKB,
});

export async function benchZelf({ workDir }) {
  const outDir = join(workDir, 'zelf');
  const build = spawnSync(process.execPath, [DOCGEN, 'build', ROOT, '--out-dir', outDir, '--no-cache'], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  if (build.status !== 0) throw new Error(`the ZELF build failed:\n${build.stderr}`);
  const weights = htmlPages(outDir).map((page) => pageWeight({ outDir, page }));
  const heaviest = weights.reduce((max, weight) => (weight.jsGzip > max.jsGzip ? weight : max));
  const byPage = new Map(weights.map((weight) => [weight.page, weight]));
  const pageWeights = {
    home: weightSummary(byPage.get(PAGES.home)),
    docs: weightSummary(byPage.get(PAGES.docs)),
    heaviest: weightSummary(heaviest),
    pages: weights.length,
    pagesOverBudget: weights.filter((weight) => !weightSummary(weight).met).length,
    budget: PAGE_WEIGHT_BUDGET,
  };
  if (!existsSync(CHROMIUM)) return { pageWeights, lighthouse: { skipped: `no Chromium at ${CHROMIUM}` } };
  const server = await serve(outDir);
  try {
    return { pageWeights, lighthouse: { home: lighthouse(`${server.url}/`), docs: lighthouse(`${server.url}/docs/intro`) } };
  } finally {
    server.stop();
  }
}
