// A docs version's tags pages, as Docusaurus makes them: one per tag its docs use (at the tag's
// permalink), and the list of its tags (at the version's tags path) when some tag is listed. A tag
// whose docs are all unlisted is unlisted itself and shows them all; otherwise its page leaves its
// unlisted docs out.
import type { DocFile } from '../content/load-content.js';
import type { ContentTag } from '../content/tags.js';

export interface VersionTag extends ContentTag {
  /** The docs its page lists, in the order of the version's files. */
  readonly docIds: readonly string[];
  readonly unlisted: boolean;
}

/** One tags page: the list (`tag` absent) or one tag's docs. */
export interface DocTagsPage {
  readonly path: string;
  /** Route path of the version's tags list. */
  readonly tagsPath: string;
  /** The listed tags (the list page), or the page's tag. */
  readonly tags: readonly VersionTag[];
  readonly tag?: VersionTag;
}

export function docTagsPages({ docs, tagsPath }: { docs: readonly DocFile[]; tagsPath: string }): DocTagsPage[] {
  const groups = new Map<string, { tag: ContentTag; docs: DocFile[] }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      // Of tags with one permalink, the first one met names the page.
      const group = groups.get(tag.permalink) ?? { tag, docs: [] };
      if (!group.docs.includes(doc)) group.docs.push(doc);
      groups.set(tag.permalink, group);
    }
  }
  const tags = [...groups.values()].map(({ tag, docs: tagged }): VersionTag => {
    const listed = tagged.filter((doc) => !doc.frontMatter.unlisted);
    const unlisted = listed.length === 0;
    return { ...tag, docIds: (unlisted ? tagged : listed).map((doc) => doc.id), unlisted };
  });
  const listedTags = tags.filter((tag) => !tag.unlisted);
  return [
    ...(listedTags.length > 0 ? [{ path: tagsPath, tagsPath, tags: listedTags }] : []),
    ...tags.map((tag) => ({ path: tag.permalink, tagsPath, tags: [tag], tag })),
  ];
}
