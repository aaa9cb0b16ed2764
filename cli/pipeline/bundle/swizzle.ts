// Swizzling, as Docusaurus sites do it, over Docusaurus's stack of theme layers: the site's
// `src/theme`, then the theme folders of its plugins (the last listed first), then docgen's theme.
// `@theme/<Name>` is the highest layer's component everywhere, in the site's imports and in the
// theme's own; `@theme-original/<Name>` is the next layer's below the importer's (for a swizzle
// that wraps a component), and `@theme-init/<Name>` the lowest layer's. A name docgen's theme does
// not have is a component of a higher layer alone. What none of them resolves is reported by
// missing-modules.ts.
import { join, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { componentsIn, fileWithExtension, swizzledComponents } from '../../config/swizzled.js';
import { RUNTIME_DIR } from '../../paths.js';

const THEME_DIR = join(RUNTIME_DIR, 'theme');
/** Marks the theme's own component when a swizzle imports it. */
const ORIGINAL = '?docgen-original';

interface Layer {
  readonly dir: string;
  readonly components: ReadonlyMap<string, string>;
}

const inside = (dir: string, file: string) => file.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/** The plugin both bundles use; `files` collects the swizzled files, for the bundle's inputs. */
export function swizzle({ siteDir, themePaths = [], files }: { siteDir: string; themePaths?: readonly string[]; files: Set<string> }): Plugin[] {
  // The site's layer is always the first, even when empty: `@theme-original` skips it.
  const layers: Layer[] = [
    { dir: join(siteDir, 'src', 'theme'), components: swizzledComponents(siteDir) },
    ...themePaths.map((dir) => ({ dir, components: componentsIn(dir) })).filter((layer) => layer.components.size > 0),
  ];
  const themeFileOf = (name: string) => fileWithExtension(join(THEME_DIR, name)) ?? fileWithExtension(join(THEME_DIR, name, 'index'));
  if (layers.every((layer) => layer.components.size === 0)) {
    // Nothing replaced: the original is the theme's component itself, one module with @theme/<Name>.
    return [
      {
        name: 'docgen-theme-original',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
            const file = themeFileOf(args.path.slice(args.path.indexOf('/') + 1));
            return file ? { path: file } : undefined;
          });
        },
      },
    ];
  }
  /** The file of the first layer from `from` on that has the component. */
  const fromLayer = (name: string, from: number) =>
    layers
      .slice(from)
      .find((layer) => layer.components.has(name))
      ?.components.get(name);
  return [
    {
      name: 'docgen-swizzle',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^@theme(-original|-init)?\// }, (args) => {
          const alias = args.path.slice(0, args.path.indexOf('/'));
          const name = args.path.slice(alias.length + 1);
          if (alias !== '@theme') {
            // Below the importer's layer (or below the top one, imported from elsewhere); the lowest for @theme-init.
            const own = layers.findIndex((layer) => inside(layer.dir, args.importer));
            const below = alias === '@theme-init' ? undefined : fromLayer(name, own === -1 ? 1 : own + 1);
            if (below) return { path: below };
            const file = themeFileOf(name);
            return file ? { path: file, suffix: ORIGINAL } : undefined;
          }
          const top = fromLayer(name, 0);
          if (!top) return undefined;
          files.add(top);
          return { path: top };
        });
        pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
          if (args.suffix === ORIGINAL || !args.path.startsWith(THEME_DIR)) return undefined;
          const name = args.path
            .slice(THEME_DIR.length + 1)
            .replace(/(?:[\\/]index)?\.tsx?$/, '')
            .split('\\')
            .join('/');
          const top = fromLayer(name, 0);
          if (!top) return undefined;
          files.add(top);
          return { contents: reExport(top), loader: 'js' };
        });
      },
    },
  ];
}

/**
 * A module that stands for `file` where docgen's theme imports its own component by a relative path.
 * docgen's package is ESM in Node's sense, so esbuild gives a CommonJS `file` (a compiled theme
 * package's component) as its whole `module.exports`: the default is its `default` when it says it
 * was compiled from ESM, as webpack hands it to Docusaurus's theme.
 */
function reExport(file: string): string {
  const spec = JSON.stringify(file);
  return [
    `import * as layer from ${spec};`,
    `export * from ${spec};`,
    'const value = layer.default;',
    "export default value !== null && typeof value === 'object' && value.__esModule === true ? value.default : value;",
    '',
  ].join('\n');
}
