// Each docs sidebar of a locale as a data chunk, named by its content: pages name their sidebar's
// chunk, and client-side navigation loads it once per sidebar.
import { existsSync } from 'node:fs';
import type { Sidebar } from '../../../runtime/shared/types.js';
import type { RouteTable } from '../../routes/route-table.js';
import { writeDataChunk } from '../output/data-chunk.js';
import type { Output } from '../output/output.js';
import { sidebarKey } from './render.js';

/** The chunk each sidebar was written to: a sidebar kept from the last pass (serve --watch) is not
 * serialised and written again. A 10,000-page sidebar is a large chunk. */
const sidebarChunks = new WeakMap<Sidebar, { dir: string; url: string; file: string }>();

export async function emitSidebars({
  table,
  output,
}: {
  table: RouteTable;
  output: Output;
}): Promise<Map<string, { url: string; file: string; sidebar: Sidebar }>> {
  const chunks = new Map<string, { url: string; file: string; sidebar: Sidebar }>();
  const location = output.data;
  for (const [pluginId, resolved] of table.sidebars) {
    for (const sidebar of resolved.sidebars) {
      const written = sidebarChunks.get(sidebar);
      const kept = written?.dir === location.dir && existsSync(written.file) ? written : undefined;
      if (kept) output.add([kept.file]);
      const { url, file } = kept ?? writeDataChunk({ data: sidebar, prefix: 'sidebar', ...location, write: output.write });
      sidebarChunks.set(sidebar, { dir: location.dir, url, file });
      chunks.set(sidebarKey(pluginId, sidebar.id), { url, file, sidebar });
    }
  }
  return chunks;
}
