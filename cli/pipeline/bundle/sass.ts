// Sass stylesheets (`.scss`, `.sass`), as docusaurus-plugin-sass lets a site import them: the
// theme's customCss, plain imports from pages and components, and CSS modules (`x.module.scss`,
// css-modules.ts). Compiled with the `sass` (or `sass-embedded`) package the site has installed,
// as its own build would; docgen ships no Sass compiler of its own. Every file a stylesheet loads
// (`@use`, `@import`, partials) is a bundle input, so an edit to one bundles again.
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export const SASS_FILE = /\.s[ac]ss$/;

interface SassCompiler {
  compile(
    path: string,
    options: {
      style?: 'expanded' | 'compressed';
      loadPaths?: string[];
      importers?: { findFileUrl(url: string): URL | null }[];
    },
  ): { css: string; loadedUrls: URL[] };
}

export interface CompiledSass {
  readonly css: string;
  /** Every file the stylesheet read, itself included. */
  readonly files: readonly string[];
}

const compilers = new Map<string, SassCompiler | null>();

/** The site's Sass package, or null when it has none. */
function sassOf(siteDir: string): SassCompiler | null {
  if (!compilers.has(siteDir)) {
    const require = createRequire(join(siteDir, 'package.json'));
    let found: SassCompiler | null = null;
    for (const name of ['sass', 'sass-embedded']) {
      try {
        found = require(name) as SassCompiler;
        break;
      } catch {
        // Not installed under this name.
      }
    }
    compilers.set(siteDir, found);
  }
  return compilers.get(siteDir) ?? null;
}

/** An error of a stylesheet, as the bundle reports it: the file and line, and what to do. */
export class SassError extends Error {}

/** Compiles one Sass file; `~package/path` imports (webpack's form) are read from the site's node_modules. */
export function compileSass({ file, siteDir }: { file: string; siteDir: string }): CompiledSass {
  const where = relative(siteDir, file).split('\\').join('/');
  const sass = sassOf(siteDir);
  if (!sass) throw new SassError(`${where} is Sass, and the site has no Sass compiler: install one in the site (npm install --save-dev sass)`);
  const modules = join(siteDir, 'node_modules');
  try {
    const result = sass.compile(file, {
      style: 'expanded',
      loadPaths: [modules],
      importers: [{ findFileUrl: (url) => (url.startsWith('~') ? pathToFileURL(join(modules, url.slice(1))) : null) }],
    });
    const files = result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url));
    return { css: result.css, files };
  } catch (error) {
    const span = (error as { span?: { url?: URL; start?: { line: number; column: number } } }).span;
    const at = span?.url?.protocol === 'file:' ? relative(siteDir, fileURLToPath(span.url)).split('\\').join('/') : where;
    const line = span?.start ? `:${span.start.line + 1}:${span.start.column + 1}` : '';
    const reason = (error as { sassMessage?: string }).sassMessage ?? (error as Error).message;
    throw new SassError(`${at}${line}: ${reason}`);
  }
}

/** The client bundle's plain Sass stylesheets, compiled into CSS; what they read goes into `files`. */
export function sassStylesheets({ siteDir, files }: { siteDir: string; files: Set<string> }): Plugin {
  return {
    name: 'docgen-sass',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: SASS_FILE, namespace: 'file' }, (args) => {
        if (/\.module\.s[ac]ss$/.test(args.path)) return null;
        try {
          const compiled = compileSass({ file: args.path, siteDir });
          for (const file of compiled.files) files.add(file);
          return { contents: compiled.css, loader: 'css', resolveDir: dirname(args.path), watchFiles: [...compiled.files] };
        } catch (error) {
          if (error instanceof SassError) return { errors: [{ text: error.message }] };
          throw error;
        }
      });
    },
  };
}
