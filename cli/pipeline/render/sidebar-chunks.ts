// Each docs sidebar of a locale as a data chunk, named by its content: pages name their sidebar's
// chunk, and client-side navigation loads it once per sidebar. The doc links some page shows as
// cards (DocCard) carry their doc's description, known once the docs are compiled.
import { existsSync } from 'node:fs';
import type { Sidebar, SidebarItem } from '../../../runtime/shared/types.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { CompiledPage } from '../compile/compile-types.js';
import { writeDataChunk } from '../output/data-chunk.js';
import type { Output } from '../output/output.js';
import { sidebarKey } from './render.js';

/** The chunk each sidebar was written to, with the descriptions it was written with: a sidebar
 * kept from the last pass (serve --watch) is not serialised and written again while they stay. A
 * 10,000-page sidebar is a large chunk. */
const sidebarChunks = new WeakMap<Sidebar, { dir: string; url: string; file: string; described: string; sidebar: Sidebar }>();

/** The sidebar with a description on each doc link of `cardLists` whose doc has one; the
 * descriptions added, as [doc id, description] pairs. */
function withCardDescriptions({
  sidebar,
  cardLists,
  describe,
}: {
  sidebar: Sidebar;
  cardLists: ReadonlySet<readonly SidebarItem[]>;
  describe: (docId: string) => string | undefined;
}): { sidebar: Sidebar; added: [string, string][] } {
  const added: [string, string][] = [];
  const mapItems = (items: readonly SidebarItem[]): readonly SidebarItem[] => {
    const cards = cardLists.has(items);
    let changed = false;
    const mapped = items.map((item): SidebarItem => {
      if (item.type === 'category') {
        const inner = mapItems(item.items);
        if (inner === item.items) return item;
        changed = true;
        return { ...item, items: inner };
      }
      if (!cards || item.type !== 'link' || !item.docId || item.description !== undefined) return item;
      const description = describe(item.docId);
      if (!description) return item;
      added.push([item.docId, description]);
      changed = true;
      return { ...item, description };
    });
    return changed ? mapped : items;
  };
  const items = cardLists.size > 0 ? mapItems(sidebar.items) : sidebar.items;
  return { sidebar: items === sidebar.items ? sidebar : { ...sidebar, items }, added };
}

export async function emitSidebars({
  table,
  pages,
  output,
}: {
  table: RouteTable;
  /** The locale's compiled pages, by route path: the docs' descriptions. */
  pages: ReadonlyMap<string, CompiledPage>;
  output: Output;
}): Promise<{
  chunks: Map<string, { url: string; file: string; sidebar: Sidebar }>;
  /** The sidebars whose descriptions changed since the last pass wrote them (serve --watch): their
   * pages name a new chunk. */
  redescribed: Set<string>;
}> {
  const chunks = new Map<string, { url: string; file: string; sidebar: Sidebar }>();
  const redescribed = new Set<string>();
  const location = output.data;
  for (const [instance, resolved] of table.sidebars) {
    const docs = table.docs.get(instance);
    const describe = (docId: string) => {
      const doc = docs?.get(docId);
      return doc ? pages.get(doc.routePath)?.page.description : undefined;
    };
    for (const resolvedSidebar of resolved.sidebars) {
      const { sidebar, added } = withCardDescriptions({ sidebar: resolvedSidebar, cardLists: resolved.cardLists, describe });
      const described = JSON.stringify(added);
      const written = sidebarChunks.get(resolvedSidebar);
      const kept = written?.dir === location.dir && written.described === described && existsSync(written.file) ? written : undefined;
      if (written && written.described !== described) redescribed.add(sidebarKey(instance, resolvedSidebar.id));
      if (kept) output.add([kept.file]);
      const { url, file } = kept ?? writeDataChunk({ data: sidebar, prefix: 'sidebar', ...location, write: output.write });
      const shown = kept?.sidebar ?? sidebar;
      sidebarChunks.set(resolvedSidebar, { dir: location.dir, url, file, described, sidebar: shown });
      chunks.set(sidebarKey(instance, resolvedSidebar.id), { url, file, sidebar: shown });
    }
  }
  return { chunks, redescribed };
}
