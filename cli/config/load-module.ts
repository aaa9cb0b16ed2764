// Loads a user module (config, sidebars) written in TS or JS, ESM or CommonJS, with no loader at run
// time: esbuild bundles it into one ESM file that Node imports.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// `import { defineConfig } from 'docgen'` resolves here, so a site needs no path to docgen's files.
const DOCGEN_STUB = 'export function defineConfig(config) { return config; }';

// Bundled CommonJS dependencies may call require() for Node builtins.
const REQUIRE_SHIM = "import { createRequire as __docgenRequire } from 'node:module'; const require = __docgenRequire(import.meta.url);";

/** Imports a module file and returns its default export (or module.exports for CommonJS). */
export async function loadModule({ file }: { file: string }): Promise<unknown> {
  if (extname(file) === '.json') return JSON.parse(await readFile(file, 'utf8'));
  const loader = ({ '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' } as const)[extname(file)] ?? 'js';
  const result = await build({
    // Through stdin, esbuild infers CommonJS or ESM from the syntax, as Docusaurus does: a
    // sidebars.js with module.exports must load even inside a "type": "module" package.
    stdin: { contents: await readFile(file, 'utf8'), resolveDir: dirname(file), sourcefile: file, loader },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    banner: { js: REQUIRE_SHIM },
    plugins: [
      {
        name: 'docgen-self',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^docgen$/ }, () => ({ path: 'docgen', namespace: 'docgen-stub' }));
          pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-stub' }, () => ({ contents: DOCGEN_STUB, loader: 'js' }));
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.text ?? '';
  // A unique temp file per load: a fresh import (no stale module cache after an edit), and
  // concurrent builds never read each other's half-written file.
  const dir = join(tmpdir(), 'docgen-modules');
  await mkdir(dir, { recursive: true });
  const unique = join(dir, `${randomUUID()}.mjs`);
  await writeFile(unique, code);
  try {
    const module = (await import(pathToFileURL(unique).href)) as { default?: unknown };
    return module.default;
  } finally {
    await rm(unique, { force: true });
  }
}
