// The page data of a docs version's tags pages: the list of its tags with their number of docs, or
// a tag's docs with their titles and descriptions (known once the docs are compiled), by title, as
// Docusaurus's DocTagsListPage and DocTagDocListPage are given them.
import type { MarkdownPageData } from '../../../runtime/shared/types.js';
import type { VersionTag } from '../../routes/doc-tags-routes.js';
import type { DocTagsPage } from '../../routes/doc-tags-routes.js';
import type { RouteTable } from '../../routes/route-table.js';

export function docTagsData({
  page,
  instance,
  table,
  describe,
}: {
  page: DocTagsPage;
  /** The docs instance key: `pluginId`, or `pluginId@version` for a released version. */
  instance: string;
  table: RouteTable;
  /** A compiled doc's title and description, by route path. */
  describe: (routePath: string) => { title: string; description: string } | undefined;
}): MarkdownPageData {
  const [pluginId = instance, version = 'current'] = instance.split('@');
  const docs = table.docs.get(instance);
  const link = (tag: VersionTag) => ({ label: tag.label, permalink: table.href(tag.permalink), ...(tag.description ? { description: tag.description } : {}) });
  const { tag } = page;
  const items = (tag?.docIds ?? []).flatMap((id) => {
    const doc = docs?.get(id);
    if (!doc) return [];
    const compiled = describe(doc.routePath);
    return [
      {
        id,
        title: compiled?.title ?? doc.title,
        description: compiled?.description ?? doc.frontMatter.description ?? '',
        permalink: table.href(doc.routePath),
      },
    ];
  });
  items.sort((a, b) => a.title.localeCompare(b.title));
  return {
    kind: 'doc',
    title: tag?.label ?? 'Tags',
    description: tag?.description ?? '',
    html: '',
    toc: [],
    hideTitle: false,
    hideTableOfContents: true,
    ...(tag?.unlisted ? { unlisted: true as const } : {}),
    docTags: tag
      ? { tag: { ...link(tag), allTagsPath: table.href(page.tagsPath), count: tag.docIds.length, unlisted: tag.unlisted, items } }
      : { tags: page.tags.map((listed) => ({ ...link(listed), count: listed.docIds.length })) },
    doc: { id: `tags:${page.path}`, pluginId, version },
  };
}
