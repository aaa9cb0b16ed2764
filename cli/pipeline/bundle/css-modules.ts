// CSS modules (`import styles from './x.module.css'`, as Docusaurus sites write them). esbuild
// scopes a module's class names itself, but a minified bundle renames them after its own symbols:
// the client and the server bundle gave one class two names, and the pre-rendered HTML named
// classes the stylesheet did not have. So each module is compiled once, on its own and without
// minifying, by esbuild: its class names become `<file>_<hash of its path>_<class>` in both
// bundles; the client bundle gets the scoped stylesheet and the name map, the server the map.
import { readFile } from 'node:fs/promises';
import { basename, dirname, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { contentHash } from '../../hash.js';
import { compileSass, SASS_FILE, SassError } from './sass.js';

const MODULE_CSS = /\.module\.(?:css|s[ac]ss)$/;
const NAMESPACE = 'docgen-css-module';

interface ScopedCss {
  /** Class name as written -> its scoped name. */
  readonly names: Readonly<Record<string, string>>;
  readonly css: string;
  /** Files the module's CSS read besides itself (`@import`, `composes ... from`). */
  readonly files: readonly string[];
}

async function scope({ file, siteDir }: { file: string; siteDir: string }): Promise<ScopedCss> {
  // A Sass module is compiled to CSS first (sass.ts), then scoped as a CSS module is.
  const sass = SASS_FILE.test(file) ? compileSass({ file, siteDir }) : undefined;
  const source = sass?.css ?? (await readFile(file, 'utf8'));
  const stem = basename(file)
    .replace(MODULE_CSS, '')
    .replace(/[^A-Za-z0-9_-]/g, '_');
  // The path relative to the site: the same names on every machine.
  const named = `${stem}-${contentHash(relative(siteDir, file).split('\\').join('/')).slice(0, 6)}.module.css`;
  const result = await build({
    stdin: { contents: `export { default } from ${JSON.stringify(`${NAMESPACE}:${named}`)};`, loader: 'js', resolveDir: dirname(file) },
    bundle: true,
    write: false,
    format: 'cjs',
    outdir: resolve('/docgen-css-modules'),
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'docgen-css-module-source',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, () => ({ path: named, namespace: NAMESPACE }));
          pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: source, loader: 'local-css', resolveDir: dirname(file) }));
          // Images and fonts are left to the site's bundle, which resolves them from the module's folder.
          pluginBuild.onResolve({ filter: /.*/ }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  }).catch((error: unknown) => {
    // Reported by the site's bundle as an error of the module that imports this one.
    const found = (error as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    const at = found?.location ? `:${found.location.line}:${found.location.column + 1}` : '';
    throw new Error(`${relative(siteDir, file)}${at}: ${found?.text ?? String(error)}`);
  });
  const js = result.outputFiles.find((output) => output.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text ?? '';
  // esbuild's own CommonJS output for a plain object of strings.
  const module = { exports: {} as { default?: Record<string, string> } };
  new Function('module', 'exports', js)(module, module.exports);
  const files = [
    ...Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => resolve(input)),
    ...(sass?.files ?? []),
  ];
  return { names: module.exports.default ?? {}, css, files };
}

/**
 * The plugin both bundles use for CSS modules; `target` "client" imports the scoped stylesheet.
 * `files` collects what the modules' CSS read, for the bundle's list of inputs.
 */
export function cssModules({ siteDir, target, files }: { siteDir: string; target: 'client' | 'server'; files: Set<string> }): Plugin {
  const scoped = new Map<string, Promise<ScopedCss>>();
  const scopeOnce = (file: string) => {
    let result = scoped.get(file);
    if (!result) {
      result = scope({ file, siteDir });
      scoped.set(file, result);
    }
    return result;
  };
  return {
    name: 'docgen-css-modules',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: MODULE_CSS, namespace: 'file' }, async (args) => {
        let scopedCss: ScopedCss;
        try {
          scopedCss = await scopeOnce(args.path);
        } catch (error) {
          if (error instanceof SassError) return { errors: [{ text: error.message }] };
          throw error;
        }
        const { names, files: read } = scopedCss;
        for (const file of read) files.add(file);
        const stylesheet = target === 'client' ? `import ${JSON.stringify(`${NAMESPACE}:${args.path}`)};\n` : '';
        return { contents: `${stylesheet}export default ${JSON.stringify(names)};\n`, loader: 'js', resolveDir: dirname(args.path) };
      });
      pluginBuild.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => ({
        contents: (await scopeOnce(args.path)).css,
        loader: 'css',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
