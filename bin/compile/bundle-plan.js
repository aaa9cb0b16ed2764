// What goes into dist/ and what stays in node_modules, and the one change made to a bundled
// dependency on the way. Used by bin/compile.js.
import { readFile } from 'node:fs/promises';

/**
 * Dependencies loaded from node_modules at run time instead of being bundled: native binaries
 * (esbuild, pagefind), packages that start workers or load files from their own folder (piscina,
 * Shiki's grammars), React (the site's server bundle imports it too, and there must be one copy),
 * and CommonJS or cold-path packages that gain nothing from bundling. Everything else the CLI
 * imports is bundled: the unified/remark/rehype/micromark/MDX pipeline that runs per page.
 */
export const EXTERNAL_PACKAGES = [
  'esbuild',
  'pagefind',
  'piscina',
  'react',
  'react-dom',
  'shiki',
  'chokidar',
  'commander',
  'gray-matter',
  'js-yaml',
  'image-size',
  'picomatch',
  'sitemap',
  'zod',
];

/** The package name of a bare import specifier (`@scope/name/sub` -> `@scope/name`). */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * unist-util-visit-parents names every visitor closure it creates after the node it visits (for
 * stack traces) with `Object.defineProperty(visit, 'name', ...)`, once per node per tree walk. A
 * page goes through about fifteen walks (GFM, emoji, admonitions, mdast-to-hast, docgen's rehype
 * plugins), and that one statement made compiling Markdown about 25% slower. The bundled copy is
 * the same code without it. If the statement cannot be found (the dependency was upgraded), the
 * compile fails so the change is looked at instead of silently lost.
 */
const VISIT_PARENTS_FILE = /[\\/]node_modules[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/;
const VISIT_NAME_STATEMENT = /Object\.defineProperty\(visit, 'name', \{\s*value:\s*'node \(' \+ color\(node\.type \+ \(name \? '<' \+ name \+ '>' : ''\)\) \+ '\)'\s*\}\)/;

export function withoutVisitorNames(source) {
  if (!VISIT_NAME_STATEMENT.test(source)) {
    throw new Error(
      'bin/compile/bundle-plan.js: the visitor-naming statement was not found in unist-util-visit-parents/lib/index.js. ' +
        'The dependency changed: check whether it still names each visitor, and update VISIT_NAME_STATEMENT (or remove the patch).',
    );
  }
  return source.replace(VISIT_NAME_STATEMENT, '/* visitor naming removed by docgen: see bin/compile/bundle-plan.js */');
}

/** esbuild plugin: external packages stay imports, and the visitor naming is stripped. */
export function bundlePlan() {
  const external = new Set(EXTERNAL_PACKAGES);
  return {
    name: 'docgen-bundle-plan',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        if (path.startsWith('node:') || external.has(packageOf(path))) return { path, external: true };
        return undefined;
      });
      build.onLoad({ filter: VISIT_PARENTS_FILE }, async ({ path }) => ({
        contents: withoutVisitorNames(await readFile(path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}
