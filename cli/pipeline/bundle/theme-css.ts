// `docgen:theme-css`: the theme's stylesheet, in the order Docusaurus's classic theme gives its own:
// Infima (the version Docusaurus pins), the theme's global rules, then each component's
// `styles.css` (@docusaurus/theme-common's under runtime/docusaurus/, then runtime/theme/<Name>/styles.css,
// each by path), then docgen's own parts. The site's
// custom CSS comes after all of it (customCss), so it overrides the theme as it does on Docusaurus.
// Dark mode's code colours, made from the site's prism themes (dark-css.ts), close it, then a
// marker rule where the theme's part ends.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import type { PrismConfig } from '../../config/code-themes.js';
import { darkCodeCss } from '../../content/code/dark-css.js';
import { RUNTIME_DIR, resolveFromDocgen } from '../../paths.js';
import { THEME_END_RULE } from './trim-css.js';

const THEME_DIR = join(RUNTIME_DIR, 'theme');
const CLIENT_DIR = join(RUNTIME_DIR, 'docusaurus');
const STYLES_DIR = join(RUNTIME_DIR, 'styles');

/** The `styles.css` files under a folder, by path: the same order on every machine. */
function stylesheetsIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'styles.css')
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => (relative(dir, a).split(sep).join('/') < relative(dir, b).split(sep).join('/') ? -1 : 1));
}

/** Every stylesheet of the theme, in cascade order. */
export function themeStylesheets(): string[] {
  // theme-common's own (Details, anchors) come before the components', as in Docusaurus's build.
  return [
    resolveFromDocgen('infima/dist/css/default/default.css'),
    join(STYLES_DIR, 'global.css'),
    ...stylesheetsIn(CLIENT_DIR),
    ...stylesheetsIn(THEME_DIR),
    join(STYLES_DIR, 'docgen.css'),
  ];
}

export function themeCss({ prism }: { prism: PrismConfig }): Plugin {
  return {
    name: 'docgen-theme-css',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^docgen:theme-css$/ }, () => ({ path: 'theme-css', namespace: 'docgen-theme-css' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-theme-css' }, async () => ({
        contents: [
          ...themeStylesheets().map((file) => `@import ${JSON.stringify(file.split(sep).join('/'))};`),
          await darkCodeCss(prism),
          // Where the theme's part of the bundle's stylesheet ends: the build trims that part (trim-css.ts).
          THEME_END_RULE,
        ].join('\n'),
        loader: 'css',
        resolveDir: RUNTIME_DIR,
      }));
    },
  };
}
