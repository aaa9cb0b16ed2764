// Compiles the CLI and its worker entry points into dist/ with esbuild, so `docgen` runs with no
// TypeScript loader. Runs on `npm ci` (prepare) and before the tests. The runtime (theme,
// browser, server render) stays as source: each site build bundles it with the site's pages.
// Dependencies are bundled too, except those bin/compile/bundle-plan.js keeps in node_modules.
// Files are written to a temporary name and renamed, so a running build never reads half a file.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { bundlePlan } from './compile/bundle-plan.js';

const result = await build({
  // The workers are files of their own: piscina starts the build's in worker threads, the search
  // index starts its own (search-queue.ts), and so does the check of a large build cache's stamps (stamps.ts).
  // `npm run bench` times the build's Markdown parser alone from parse-only, compiled as the build is.
  entryPoints: {
    cli: 'cli/main.ts',
    'build-worker': 'cli/pipeline/build-worker.ts',
    'search-worker': 'cli/pipeline/search/search-worker.ts',
    'stamps-worker': 'cli/pipeline/cache/stamps-worker.ts',
    'parse-only': 'cli/content/parse-only.ts',
  },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  // Shared code goes into chunks, and what a command loads only when it runs (a stage, serve) into
  // chunks of its own: `docgen build` with no input changed loads a third of the CLI.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  target: 'node20',
  plugins: [bundlePlan()],
  // Bundled CommonJS dependencies call require(); in an ES module it has to be made.
  banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
  sourcemap: 'linked',
  logLevel: 'warning',
  jsx: 'automatic',
  write: false,
});
for (const file of result.outputFiles) {
  await mkdir(dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  await writeFile(temporary, file.contents);
  await rename(temporary, file.path);
}
// Chunks of an earlier compile are named by their old content: nothing imports them any more.
const written = new Set(result.outputFiles.map((file) => resolve(file.path)));
const chunks = resolve('dist', 'chunks');
for (const name of await readdir(chunks).catch(() => [])) {
  if (!written.has(join(chunks, name))) await rm(join(chunks, name), { force: true });
}
