// The package ships no types: a PostCSS plugin factory, with its options left as the package takes them.
declare module 'postcss-sort-media-queries' {
  import type { PluginCreator } from 'postcss';
  const sortMediaQueries: PluginCreator<{ sort?: 'mobile-first' | 'desktop-first' }>;
  export default sortMediaQueries;
}
