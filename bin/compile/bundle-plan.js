// What goes into dist/ and what stays in node_modules, and the few changes made to bundled
// dependencies on the way. Used by bin/compile.js.
import { readFile } from 'node:fs/promises';

/**
 * Dependencies loaded from node_modules at run time instead of being bundled: native binaries
 * (esbuild, pagefind), packages that start workers or load files from their own folder (piscina;
 * prism-react-renderer and prismjs, whose languages a site's config names), React (the site's server bundle imports it too, and there must be one copy),
 * and packages some builds load when they need them (sitemap, image-size). Everything else the
 * CLI imports is bundled: the unified/remark/rehype/micromark/MDX pipeline that runs per page, and
 * what every start loads (zod, gray-matter, js-yaml, commander, picomatch, chokidar). Read from
 * node_modules file by file, those took about 45 ms of each start (a third of loading the CLI).
 */
export const EXTERNAL_PACKAGES = ['esbuild', 'pagefind', 'piscina', 'react', 'react-dom', 'prism-react-renderer', 'prismjs', 'image-size', 'sitemap'];

/** The package name of a bare import specifier (`@scope/name/sub` -> `@scope/name`). */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Speed fixes to the bundled copies of dependencies, each a statement that costs much more per
 * page than it gives and that docgen can do without. Each is applied to the one file it names; if
 * its code is not found (the dependency was upgraded), the compile fails so that the change is
 * looked at instead of silently lost. Measured on the bench's 1,000-page site, one thread.
 */
export const PATCHES = [
  {
    // unist-util-visit-parents names every visitor closure it creates after the node it visits
    // (for stack traces), once per node per tree walk. A page goes through about fifteen walks
    // (GFM, emoji, admonitions, mdast-to-hast, docgen's rehype plugins): about 25% of the compile.
    name: 'visitor naming',
    file: 'unist-util-visit-parents/lib/index.js',
    find: /Object\.defineProperty\(visit, 'name', \{\s*value:\s*'node \(' \+ color\(node\.type \+ \(name \? '<' \+ name \+ '>' : ''\)\) \+ '\)'\s*\}\)/,
    replace: '/* visitor naming removed by docgen: see bin/compile/bundle-plan.js */',
  },
  {
    // mdast-util-from-markdown copies its whole compile context into a new object for every
    // micromark event, only to add that event's `sliceSerialize`. Handlers use the context during
    // the call and never keep it, so one context with the field set before each call does the
    // same: about 15% of the compile (allocation and garbage collection).
    name: 'context copy per event',
    file: 'mdast-util-from-markdown/lib/index.js',
    find: /handler\[events\[index\]\[1\]\.type\]\.call\(\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}, events\[index\]\[1\]\);/,
    replace:
      '/* one context for every event, by docgen: see bin/compile/bundle-plan.js */ context.sliceSerialize = events[index][2].sliceSerialize; handler[events[index][1].type].call(context, events[index][1]);',
  },
];

const fileFilter = (file) => new RegExp(`[\\\\/]node_modules[\\\\/]${file.split('/').map(escapeRegExp).join('[\\\\/]')}$`);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The source with the patch applied; throws (naming the patch and file) when its code is missing. */
export function applyPatch(patch, source) {
  const matches = source.match(new RegExp(patch.find.source, 'g')) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `bin/compile/bundle-plan.js: the code of the "${patch.name}" patch was found ${matches.length} times in ${patch.file} (expected once). ` +
        'The dependency changed: check whether the patch is still needed, and update its `find` (or remove the patch).',
    );
  }
  return source.replace(patch.find, patch.replace);
}

/** esbuild plugin: external packages stay imports, and the patches are applied. */
export function bundlePlan() {
  const external = new Set(EXTERNAL_PACKAGES);
  return {
    name: 'docgen-bundle-plan',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        if (path.startsWith('node:') || external.has(packageOf(path))) return { path, external: true };
        return undefined;
      });
      // acorn ships a CommonJS and an ES module build. acorn-jsx require()s it while the MDX
      // parser imports it, which bundled both copies (about 230 KB of each start): require()
      // gets the ES module build too, the one the rest of the bundle uses.
      build.onResolve({ filter: /^acorn$/ }, async ({ kind, resolveDir, pluginData }) => {
        if (kind !== 'require-call' || pluginData?.asImport) return undefined;
        const found = await build.resolve('acorn', { kind: 'import-statement', resolveDir, pluginData: { asImport: true } });
        return found.errors.length > 0 ? undefined : { path: found.path };
      });
      for (const patch of PATCHES) {
        build.onLoad({ filter: fileFilter(patch.file) }, async ({ path }) => ({ contents: applyPatch(patch, await readFile(path, 'utf8')), loader: 'js' }));
      }
    },
  };
}
