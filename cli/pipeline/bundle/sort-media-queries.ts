// Docusaurus's CSS minifier moves every media query after the other rules (mobile first, with
// postcss-sort-media-queries), which changes the cascade: a site's rule written after Infima's
// `@media (max-width: 996px)` block loses to it there. docgen's stylesheets take the same step, so
// a site's CSS wins and loses where it does on Docusaurus.
import postcss from 'postcss';
import sortMediaQueries from 'postcss-sort-media-queries';

const processor = postcss([sortMediaQueries()]);

export async function sortedMediaQueries(css: string): Promise<string> {
  return (await processor.process(css, { from: undefined })).css;
}
