// What the site's plugins ask of the bundler (plugins/webpack-config.ts) as esbuild plugins:
// resolve.alias and resolve.fallback, externals (the global they name), files a raw-loader rule
// matches imported as text, and
// webpack's inline `!!raw-loader!./file` imports, which Docusaurus sites use to show a file's
// source (the last for every site: it costs a filter).
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { BundlerExtension } from '../../config/hosted-plugins.js';

const RAW_PREFIX = /^!*raw-loader!/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `import text from '!!raw-loader!./file'`: the file's text. */
export function rawLoaderImports(): Plugin {
  return {
    name: 'docgen-raw-loader',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: RAW_PREFIX }, async (args) => {
        const request = args.path.replace(RAW_PREFIX, '');
        const found = await pluginBuild.resolve(request, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        return found.errors.length > 0 ? { errors: found.errors } : { path: found.path, namespace: 'docgen-raw' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-raw' }, async (args) => ({
        contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
        loader: 'js',
        watchFiles: [args.path],
      }));
    },
  };
}

/** The plugins' aliases and raw-loader rules for one bundle; none when they gave none. */
export function pluginBundling(extension: BundlerExtension | undefined): Plugin[] {
  if (!extension || (extension.aliases.length === 0 && extension.rawText.length === 0 && Object.keys(extension.externals).length === 0)) return [];
  const raw = extension.rawText.map((source) => new RegExp(source));
  return [
    {
      name: 'docgen-plugin-bundling',
      setup(pluginBuild) {
        for (const { from, exact, to } of extension.aliases) {
          pluginBuild.onResolve({ filter: new RegExp(`^${escape(from)}${exact ? '' : '(/.*)?'}$`) }, async (args) => {
            if (to === false) return { path: args.path, namespace: 'docgen-empty' };
            const rest = args.path.slice(from.length);
            const target = isAbsolute(to) ? resolve(to) + rest : to + rest;
            const found = await pluginBuild.resolve(target, {
              kind: args.kind,
              resolveDir: args.resolveDir || dirname(args.importer),
              importer: args.importer,
            });
            return found.errors.length > 0
              ? { errors: found.errors }
              : { path: found.path, ...(found.namespace !== 'file' ? { namespace: found.namespace } : {}) };
          });
        }
        pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-empty' }, () => ({ contents: 'export default {};', loader: 'js' }));
        const externals = Object.keys(extension.externals);
        if (externals.length > 0) {
          pluginBuild.onResolve({ filter: new RegExp(`^(${externals.map(escape).join('|')})$`) }, (args) => ({
            path: args.path,
            namespace: 'docgen-external',
          }));
          pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-external' }, (args) => ({
            contents: `module.exports = globalThis[${JSON.stringify(extension.externals[args.path])}];`,
            loader: 'js',
          }));
        }
        if (raw.length > 0) {
          pluginBuild.onLoad({ filter: /.*/ }, async (args) => {
            if (args.namespace !== 'file' || !raw.some((test) => test.test(args.path))) return undefined;
            return { contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`, loader: 'js' };
          });
        }
      },
    },
  ];
}
