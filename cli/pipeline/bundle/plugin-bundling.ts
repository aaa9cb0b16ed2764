// What the site's plugins ask of the bundler (plugins/webpack-config.ts) as esbuild plugins:
// resolve.alias and resolve.fallback, externals (the global they name), files a raw-loader rule
// matches imported as text, and
// webpack's inline `!!raw-loader!./file` imports, which Docusaurus sites use to show a file's
// source (the last for every site: it costs a filter), the webpack loaders of rules for files
// docgen has no loader of its own for (webpack-loaders.ts), and ProvidePlugin's variables.
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { BundlerExtension } from '../../config/hosted-plugins.js';
import { webpackLoaders, type EmittedFile } from './webpack-loaders.js';

const RAW_PREFIX = /^!*raw-loader!/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `import text from '!!raw-loader!./file'`: the file's text. The module is named from the
 * site's folder: esbuild hashes a module's path into its chunk's name. */
export function rawLoaderImports({ siteDir }: { siteDir: string }): Plugin {
  return {
    name: 'docgen-raw-loader',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: RAW_PREFIX }, async (args) => {
        const request = args.path.replace(RAW_PREFIX, '');
        const found = await pluginBuild.resolve(request, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        return found.errors.length > 0 ? { errors: found.errors } : { path: relative(siteDir, found.path), namespace: 'docgen-raw', pluginData: found.path };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-raw' }, async (args) => {
        const file = args.pluginData as string;
        return { contents: `export default ${JSON.stringify(await readFile(file, 'utf8'))};`, loader: 'js', watchFiles: [file] };
      });
    },
  };
}

/**
 * ProvidePlugin's variables, as esbuild injects them: a module that exports each name, which esbuild
 * imports wherever the bundle uses that name as a free variable. On the server, Node's own globals
 * (`process`, `Buffer`) stay Node's.
 */
function provided({ provide, siteDir, target }: { provide: BundlerExtension['provide']; siteDir: string; target: 'client' | 'server' }): Plugin[] {
  const names = Object.keys(provide).filter((name) => target === 'client' || !(name in globalThis));
  if (names.length === 0) return [];
  const contents = names
    .map((name, index) => {
      const { request, name: exported } = provide[name]!;
      return exported === undefined
        ? `import provided${index} from ${JSON.stringify(request)};\nexport { provided${index} as ${name} };`
        : `export { ${exported} as ${name} } from ${JSON.stringify(request)};`;
    })
    .join('\n');
  return [
    {
      name: 'docgen-provide',
      setup(pluginBuild) {
        pluginBuild.initialOptions.inject = [...(pluginBuild.initialOptions.inject ?? []), 'docgen:provide'];
        pluginBuild.onResolve({ filter: /^docgen:provide$/ }, () => ({ path: 'provide', namespace: 'docgen-provide' }));
        pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-provide' }, () => ({ contents, loader: 'js', resolveDir: siteDir }));
      },
    },
  ];
}

/** The plugins' aliases, raw-loader rules, loaders and provided variables for one bundle; none when they gave none. */
export function pluginBundling({
  extension,
  siteDir,
  target,
  publicPath,
  emit = () => undefined,
}: {
  extension: BundlerExtension | undefined;
  siteDir: string;
  target: 'client' | 'server';
  /** The site's base URL, under which files the loaders emit are served. */
  publicPath: string;
  /** Receives each file a loader emits, to write into the output. */
  emit?: (file: EmittedFile) => void;
}): Plugin[] {
  if (!extension) return [];
  const own = [
    ...(extension.loaders.length > 0 ? [webpackLoaders({ rules: extension.loaders, siteDir, publicPath, emit })] : []),
    ...provided({ provide: extension.provide, siteDir, target }),
  ];
  if (extension.aliases.length === 0 && extension.rawText.length === 0 && Object.keys(extension.externals).length === 0) return own;
  const raw = extension.rawText.map((source) => new RegExp(source));
  return [
    ...own,
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
