// How an MDX page's static parts travel (see cli/content/plugins/rehype-static-fragments.ts): the
// build marks each such element with this attribute, its value the fragment's index, and the
// content component takes the fragments' inner HTML through this prop.
export const STATIC_ATTRIBUTE = 'data-docgen-static';
export const FRAGMENTS_PROP = 'docgenFragments';

/** The static parts a loaded chunk holds: a fragments chunk is their list; an MDX page compiled to
 * data (content-tree.ts) keeps them in its page data. */
export const fragmentsIn = (data: unknown): readonly string[] | undefined =>
  Array.isArray(data) ? (data as string[]) : (data as { fragments?: readonly string[] } | undefined)?.fragments;
