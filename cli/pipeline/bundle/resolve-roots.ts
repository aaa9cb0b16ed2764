// Imports of a path from the site's root (`/data/releases/cadence.json`), as Docusaurus's webpack
// resolves them: inside each static folder, then the site's folder (its `resolve.roots`). A
// require whose path is a template from the root (``require(`/data/releases/${source}`)``), which
// webpack bundles every matching file for, is written relative to the folder that has it, where
// esbuild does the same.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { Loader, Plugin } from 'esbuild';

const ROOT_TEMPLATE = /\b(require|import)\(`\/([^`$]*\/)/g;
const LOADERS: Readonly<Record<string, Loader>> = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx', '.mjs': 'js', '.cjs': 'js' };

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

export function resolveRoots({ siteDir, staticDirs }: { siteDir: string; staticDirs: readonly string[] }): Plugin {
  const roots = [...staticDirs, siteDir];
  return {
    name: 'docgen-resolve-roots',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (args.namespace !== 'file' || existsSync(args.path) || !['import-statement', 'require-call', 'dynamic-import'].includes(args.kind)) return undefined;
        for (const root of roots) {
          const found = await pluginBuild.resolve(`.${args.path}`, { kind: args.kind, resolveDir: root, importer: args.importer });
          if (found.errors.length === 0) return { path: found.path, ...(found.namespace !== 'file' ? { namespace: found.namespace } : {}) };
        }
        return undefined;
      });
      // Only the site's own modules, and only when one has such a template.
      pluginBuild.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (!args.path.startsWith(siteDir + sep) || args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('(`/')) return undefined;
        const rewritten = text.replace(ROOT_TEMPLATE, (whole, call: string, folder: string) => {
          const root = roots.find((candidate) => isFolder(join(candidate, folder)));
          if (!root) return whole;
          const path = relative(dirname(args.path), join(root, folder)).split(sep).join('/');
          return `${call}(\`${path.startsWith('.') ? path : `./${path}`}/`;
        });
        return rewritten === text ? undefined : { contents: rewritten, loader: LOADERS[extname(args.path)] ?? 'jsx', resolveDir: dirname(args.path) };
      });
    },
  };
}
