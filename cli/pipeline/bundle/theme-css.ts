// `docgen:theme-css`: the theme's stylesheet, in the order Docusaurus's classic theme gives its own:
// Infima (the version Docusaurus pins), the theme's global rules, then each component's
// `styles.css` (runtime/theme/<Name>/styles.css, by path), then docgen's own parts. The site's
// custom CSS comes after all of it (customCss), so it overrides the theme as it does on Docusaurus.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { RUNTIME_DIR, resolveFromDocgen } from '../../paths.js';

const THEME_DIR = join(RUNTIME_DIR, 'theme');
const STYLES_DIR = join(RUNTIME_DIR, 'styles');

/** The components' stylesheets, by path: the same order on every machine. */
function componentStylesheets(): string[] {
  return readdirSync(THEME_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'styles.css')
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => (relative(THEME_DIR, a).split(sep).join('/') < relative(THEME_DIR, b).split(sep).join('/') ? -1 : 1));
}

/** Every stylesheet of the theme, in cascade order. */
export function themeStylesheets(): string[] {
  return [resolveFromDocgen('infima/dist/css/default/default.css'), join(STYLES_DIR, 'global.css'), ...componentStylesheets(), join(STYLES_DIR, 'docgen.css')];
}

export function themeCss(): Plugin {
  return {
    name: 'docgen-theme-css',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^docgen:theme-css$/ }, () => ({ path: 'theme-css', namespace: 'docgen-theme-css' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-theme-css' }, () => ({
        contents: themeStylesheets()
          .map((file) => `@import ${JSON.stringify(file.split(sep).join('/'))};`)
          .join('\n'),
        loader: 'css',
        resolveDir: RUNTIME_DIR,
      }));
    },
  };
}
