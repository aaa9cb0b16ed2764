// Compiles the CLI to dist/cli.js with esbuild, so `docgen` runs with no TypeScript loader.
// Runs on `npm ci` (prepare). The runtime (theme, browser, server render) stays as source:
// each site build bundles it together with the site's own pages.
import { build } from 'esbuild';

await build({
  // The compile worker is its own file: piscina starts it in worker threads.
  entryPoints: { cli: 'cli/main.ts', 'compile-worker': 'cli/build/compile-worker.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  jsx: 'automatic',
});
