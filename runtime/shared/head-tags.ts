// The tags a page gives its <head> through Head's children: what they are as data, how the
// server marks them, and which tag of the page's own each one replaces. Shared by the theme
// (Head.tsx) and the build (render-job.ts).

/** A tag a page puts in <head> as a child of Head (Docusaurus's <Head><meta .../></Head>). */
export interface HeadTag {
  readonly tagName: string;
  readonly attributes: Readonly<Record<string, string | true>>;
  readonly innerHTML?: string;
}

/** Marks the tags a page's Head put in <head>, so the browser can tell them from the theme's. */
export const HEAD_TAG_MARK = 'data-docgen-head';

/** The key a tag replaces a tag of the page's own under: `name=…`, `property=…`, `rel=canonical`. */
export function headTagKey(tag: HeadTag): string | undefined {
  const { name, property } = tag.attributes;
  if (tag.tagName === 'meta' && typeof name === 'string') return `name=${name}`;
  if (tag.tagName === 'meta' && typeof property === 'string') return `property=${property}`;
  if (tag.tagName === 'link' && tag.attributes.rel === 'canonical') return 'rel=canonical';
  return undefined;
}
