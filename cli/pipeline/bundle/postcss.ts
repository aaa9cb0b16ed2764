// The PostCSS plugins a site's plugins ask for (configurePostCss: Tailwind, autoprefixer, a site's
// own), run on each stylesheet of the client bundle, as Docusaurus runs them on every stylesheet.
// Sites without them skip this file's work entirely.
import postcss, { type AcceptedPlugin } from 'postcss';
import { DocgenError, problems } from '../../errors.js';

export async function runPostcss({ css, plugins, file }: { css: string; plugins: readonly unknown[]; file: string }): Promise<string> {
  if (plugins.length === 0) return css;
  try {
    return (await postcss(plugins as AcceptedPlugin[]).process(css, { from: file })).css;
  } catch (error) {
    throw new DocgenError([
      problems.pluginFailed({
        plugin: 'configurePostCss',
        where: 'plugins',
        hook: 'a PostCSS plugin it gave',
        reason: error instanceof Error ? error.message : String(error),
      }),
    ]);
  }
}
