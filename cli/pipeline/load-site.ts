// The content stage: each docs instance's sidebars file and each locale's sources, read (or taken
// from the memo) and turned into the locale's route table.
import type { SiteConfig } from '../config/resolve-config.js';
import { loadContent } from '../content/load-content.js';
import { localeInfo } from '../routes/i18n.js';
import { buildRouteTable, type RouteTable } from '../routes/route-table.js';
import { loadSidebars, type SidebarsDefinition } from '../routes/sidebars.js';
import type { BuildMemo } from './memo.js';

export async function loadSite({
  config,
  localeCodes,
  includeDrafts,
  memo,
}: {
  config: SiteConfig;
  localeCodes: readonly string[];
  includeDrafts?: boolean;
  /** Sources and sidebars read by an earlier build; updated with this build's. */
  memo?: BuildMemo;
}): Promise<RouteTable[]> {
  const definitions = new Map<string, SidebarsDefinition>();
  for (const instance of config.docInstances) {
    const definition = memo?.sidebars.get(instance.key) ?? (await loadSidebars({ plugin: instance, siteDir: config.siteDir }));
    memo?.sidebars.set(instance.key, definition);
    definitions.set(instance.key, definition);
  }
  const tables: RouteTable[] = [];
  for (const code of localeCodes) {
    const content = await loadContent({ config, locale: code, includeDrafts, sources: memo?.sources });
    tables.push(buildRouteTable({ config, locale: localeInfo({ config, code }), content, sidebarDefinitions: definitions }));
  }
  return tables;
}
