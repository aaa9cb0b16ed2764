// The page data of a generated category index: its title, description and place in the docs
// (version, sidebar, previous and next pages). The theme's DocCategoryGeneratedIndexPage shows the
// category's items as cards from the page's sidebar, so the page has no content of its own.
import type { MarkdownPageData } from '../../../runtime/shared/types.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { IndexPage } from '../../routes/sidebars.js';
import { pagination, versionBanner } from './compile-jobs.js';

export function categoryIndexData({
  index,
  instance,
  table,
  instances,
}: {
  index: IndexPage;
  /** The docs instance key: `pluginId`, or `pluginId@version` for a released version. */
  instance: string;
  table: RouteTable;
  instances: SiteConfig['docInstances'];
}): MarkdownPageData {
  const [pluginId = instance, version = 'current'] = instance.split('@');
  const banner = versionBanner({ instanceKey: instance, table, instances });
  return {
    kind: 'doc',
    title: index.title,
    description: index.description ?? '',
    html: '',
    toc: [],
    hideTitle: false,
    hideTableOfContents: true,
    ...(banner ? { versionBanner: banner } : {}),
    categoryIndex: {
      title: index.title,
      slug: index.slug,
      ...(index.description ? { description: index.description } : {}),
      ...(index.image ? { image: index.image } : {}),
      ...(index.keywords ? { keywords: index.keywords } : {}),
    },
    doc: {
      id: `category:${index.routePath}`,
      pluginId,
      version,
      sidebarId: index.sidebarId,
      ...pagination({ page: index, instance, table, sidebarId: index.sidebarId }),
    },
  };
}
