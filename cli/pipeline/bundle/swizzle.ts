// Swizzling, as Docusaurus sites do it: a component under the site's `src/theme/<Name>` replaces
// the theme's `@theme/<Name>` everywhere, in the site's imports and in the theme's own, and
// `@theme-original/<Name>` is the theme's component, for a swizzle that wraps it. A name the
// theme does not have is the site's own theme component, imported as `@theme/<Name>`. What none
// of them resolves is reported by missing-modules.ts.
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { fileWithExtension, swizzledComponents } from '../../config/swizzled.js';
import { RUNTIME_DIR } from '../../paths.js';

const THEME_DIR = join(RUNTIME_DIR, 'theme');
/** Marks the theme's own component when a swizzle imports it. */
const ORIGINAL = '?docgen-original';

/** The plugin both bundles use; `files` collects the swizzled files, for the bundle's inputs. */
export function swizzle({ siteDir, files }: { siteDir: string; files: Set<string> }): Plugin[] {
  const swizzled = swizzledComponents(siteDir);
  const themeFileOf = (name: string) => fileWithExtension(join(THEME_DIR, name)) ?? fileWithExtension(join(THEME_DIR, name, 'index'));
  if (swizzled.size === 0) {
    // Nothing replaced: the original is the theme's component itself, one module with @theme/<Name>.
    return [
      {
        name: 'docgen-theme-original',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^@theme-original\// }, (args) => {
            const file = themeFileOf(args.path.slice('@theme-original/'.length));
            return file ? { path: file } : undefined;
          });
        },
      },
    ];
  }
  return [
    {
      name: 'docgen-swizzle',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
          const original = args.path.startsWith('@theme-original/');
          const name = args.path.slice(original ? '@theme-original/'.length : '@theme/'.length);
          if (original) {
            const file = themeFileOf(name);
            return file ? { path: file, suffix: ORIGINAL } : undefined;
          }
          const site = swizzled.get(name);
          // The theme's own components are replaced where they load (below), however they are imported.
          return site && !themeFileOf(name) ? { path: site } : undefined;
        });
        pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
          if (args.suffix === ORIGINAL || !args.path.startsWith(THEME_DIR)) return undefined;
          const name = args.path
            .slice(THEME_DIR.length + 1)
            .replace(/(?:[\\/]index)?\.tsx?$/, '')
            .split('\\')
            .join('/');
          const site = swizzled.get(name);
          if (!site) return undefined;
          files.add(site);
          return { contents: `export * from ${JSON.stringify(site)};\nexport { default } from ${JSON.stringify(site)};\n`, loader: 'js' };
        });
      },
    },
  ];
}
