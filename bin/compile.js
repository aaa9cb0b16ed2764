// Compiles the CLI to dist/cli.js with esbuild, so `docgen` runs with no TypeScript loader.
// Runs on `npm ci` (prepare). The runtime (theme, browser, server render) stays as source:
// each site build bundles it together with the site's own pages.
import { build } from 'esbuild';

await build({
  entryPoints: ['cli/main.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  jsx: 'automatic',
});
