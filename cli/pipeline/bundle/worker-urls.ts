// Web workers as webpack 5 bundles them: `new Worker(new URL('./worker.js', import.meta.url))`
// names a module that is a bundle of its own. esbuild leaves the URL to a file that is not in the
// output, so the worker's module is bundled here (classic script, as `new Worker(url)` loads it),
// written beside the client bundle under its content hash, and the URL points to it. Only sites
// with plugins look for them (a search theme's index worker): others pay no read.
import { readFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { contentHash } from '../../hash.js';

const WORKER_URL = /new\s+(?:Shared)?Worker\s*\(\s*new\s+URL\s*\(\s*(["'])([^"']+)\1\s*,\s*import\.meta\.url\s*\)/g;
// JSX is read in .js files too: a site's and a theme's files may hold it (esbuild-plugins.ts, siteJsx).
const LOADERS = { '.js': 'jsx', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' } as const;

export interface WorkerFile {
  /** Name under the client bundle's folder. */
  readonly name: string;
  readonly contents: Uint8Array;
}

export function workerUrls({
  jsUrl,
  alias,
  define,
  files,
}: {
  /** Public URL of the client bundle's folder, with its trailing slash. */
  jsUrl: string;
  alias: Record<string, string>;
  define: Record<string, string>;
  /** Collects the workers' bundles, for the caller to write. */
  files: WorkerFile[];
}): Plugin {
  const bundled = new Map<string, Promise<string>>();
  const bundleWorker = (file: string) => {
    let name = bundled.get(file);
    if (!name) {
      name = build({
        entryPoints: [file],
        bundle: true,
        write: false,
        format: 'iife',
        platform: 'browser',
        target: ['es2022'],
        minify: true,
        alias,
        define,
        logLevel: 'silent',
      }).then((result) => {
        const contents = result.outputFiles[0]?.contents ?? new Uint8Array();
        const workerName = `worker-${contentHash(contents)}.js`;
        files.push({ name: workerName, contents });
        return workerName;
      });
      bundled.set(file, name);
    }
    return name;
  };
  return {
    name: 'docgen-worker-urls',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url') || !WORKER_URL.test(text)) return undefined;
        WORKER_URL.lastIndex = 0;
        let replaced = text;
        for (const match of text.matchAll(WORKER_URL)) {
          const workerName = await bundleWorker(resolve(dirname(args.path), match[2] as string));
          replaced = replaced.replace(match[0], match[0].replace(/new\s+URL\s*\([\s\S]*\)$/, `new URL(${JSON.stringify(jsUrl + workerName)}, location.href)`));
        }
        return { contents: replaced, loader: LOADERS[extname(args.path) as keyof typeof LOADERS] ?? 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}
