// How an MDX page's static parts travel (see cli/content/plugins/rehype-static-fragments.ts): the
// build marks each such element with this attribute, its value the fragment's index, and the
// content component takes the fragments' inner HTML through this prop.
export const STATIC_ATTRIBUTE = 'data-docgen-static';
export const FRAGMENTS_PROP = 'docgenFragments';
