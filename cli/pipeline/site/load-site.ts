// The content stage: each docs instance's sidebars file and each locale's sources, read (or taken
// from the memo) and turned into the locale's route table. After a save that only changed the
// body of Markdown sources (serve --watch), the last pass's tables are kept with the new bodies:
// listing, reading and routing the whole site again would cost more than the rest of the rebuild.
// What it read is returned for the memo; what an earlier pass read comes in as `stored`.
import { isDeepStrictEqual } from 'node:util';
import type { SiteConfig } from '../../config/resolve-config.js';
import { loadContent, rereadSource, type MarkdownSource } from '../../content/load-content.js';
import type { SourceCache } from '../../content/read-source.js';
import { localeInfo } from '../../routes/i18n.js';
import { buildRouteTable, routesOf, sourceOfRoute, type RouteTable } from '../../routes/route-table.js';
import { loadSidebars, showsCards, type SidebarsDefinition } from '../../routes/sidebars.js';
import { inputKey } from '../../hash.js';

/** What the content stage reads from the passes before. */
export interface SiteMemo {
  /** The route tables of the last pass that succeeded (serve --watch keeps them between saves). */
  readonly site?: { readonly key: string; readonly tables: readonly RouteTable[] };
  /** Absolute Markdown file -> what was read from it (front matter, body, title), dropped when the file changes. */
  readonly sources: ReadonlyMap<string, MarkdownSource>;
  /** Docs instance key -> sidebars file definition, dropped when a sidebars file changes. */
  readonly sidebars: ReadonlyMap<string, SidebarsDefinition>;
}

/** The key a pass's route tables are kept under: the same locales and drafts read the same site,
 * with the same routes from its plugins. */
export const siteKey = ({ config, localeCodes, includeDrafts }: { config: SiteConfig; localeCodes: readonly string[]; includeDrafts?: boolean }) =>
  inputKey(localeCodes, includeDrafts ?? false, config.plugins?.key ?? '');

export interface LoadedSite {
  readonly tables: RouteTable[];
  /** Set when only these files' bodies changed since the memo's pass: every other input of every
   * page is as it was, so later stages redo only the pages of these files. */
  readonly edited?: ReadonlySet<string>;
  /** What this pass read from disk, for the memo: sources by file, sidebars definitions by docs instance. */
  readonly read: { readonly sources: ReadonlyMap<string, MarkdownSource>; readonly sidebars: ReadonlyMap<string, SidebarsDefinition> };
}

export async function loadSite({
  config,
  localeCodes,
  includeDrafts,
  stored,
  changed,
}: {
  config: SiteConfig;
  localeCodes: readonly string[];
  includeDrafts?: boolean;
  /** Sources, sidebars and tables of earlier passes (only read: the result has this pass's). */
  stored?: SiteMemo;
  /** Files saved since the memo's pass (serve --watch); undefined when unknown. */
  changed?: readonly string[];
}): Promise<LoadedSite> {
  const key = siteKey({ config, localeCodes, includeDrafts });
  const previous = stored?.site?.key === key ? stored.site.tables : undefined;
  const edited = previous && changed ? bodyEdits({ tables: previous, changed, config }) : undefined;
  if (edited) {
    patchSources({ tables: previous as RouteTable[], sources: edited });
    return { tables: previous as RouteTable[], edited: new Set(edited.keys()), read: { sources: edited, sidebars: new Map() } };
  }
  const definitions = new Map<string, SidebarsDefinition>();
  const sidebarsRead = new Map<string, SidebarsDefinition>();
  for (const instance of config.docInstances) {
    let definition = stored?.sidebars.get(instance.key);
    if (!definition) {
      definition = await loadSidebars({ plugin: instance, siteDir: config.siteDir });
      sidebarsRead.set(instance.key, definition);
    }
    definitions.set(instance.key, definition);
  }
  const sources: SourceCache | undefined = stored ? { known: stored.sources, read: new Map() } : undefined;
  const tables: RouteTable[] = [];
  for (const code of localeCodes) {
    const content = await loadContent({ config, locale: code, includeDrafts, ...(sources ? { sources } : {}) });
    tables.push(buildRouteTable({ config, locale: localeInfo({ config, code }), content, sidebarDefinitions: definitions }));
  }
  return { tables, read: { sources: sources?.read ?? new Map(), sidebars: sidebarsRead } };
}

/**
 * Each changed file read again, when every one is a source of the tables whose text differs
 * only after its front matter, and not in its title or format: then nothing outside its own pages
 * depends on the change. Undefined otherwise (a new, deleted or other file; front matter edited).
 */
function bodyEdits({
  tables,
  changed,
  config,
}: {
  tables: readonly RouteTable[];
  changed: readonly string[];
  config: SiteConfig;
}): Map<string, MarkdownSource> | undefined {
  const edits = new Map<string, MarkdownSource>();
  for (const file of changed) {
    const routes = tables.flatMap((table) => routesOf({ table, files: [file] }));
    // A post's body is also its excerpt and reading time, shown by the blog's lists.
    if (routes.some((route) => route.post)) return undefined;
    const before = routes.map(sourceOfRoute)[0];
    if (!before) return undefined;
    const after = rereadSource({ previous: before, config });
    if (!after) return undefined;
    if (after.fileDigest === before.fileDigest) continue;
    const same =
      after.title === before.title &&
      after.format === before.format &&
      after.lineOffset === before.lineOffset &&
      // The sidebars know which docs show their siblings as cards.
      showsCards(after) === showsCards(before) &&
      isDeepStrictEqual(after.frontMatter, before.frontMatter);
    if (!same) return undefined;
    edits.set(file, after);
  }
  return edits;
}

/**
 * Gives the routes of these sources their new text. In place: the tables are handed from pass to
 * pass (the memo keeps no other copy), and a copy of a 10,000-page site's tables cost more than
 * the rest of the rebuild. Everything else about the routes is unchanged (bodyEdits).
 */
function patchSources({ tables, sources }: { tables: readonly RouteTable[]; sources: ReadonlyMap<string, MarkdownSource> }): void {
  for (const table of tables) {
    for (const route of routesOf({ table, files: sources.keys() })) {
      const source = sourceOfRoute(route) as Mutable<MarkdownSource>;
      const edit = sources.get(source.file) as MarkdownSource;
      source.body = edit.body;
      source.bodyHash = edit.bodyHash;
      source.fileDigest = edit.fileDigest;
      source.bodyStart = edit.bodyStart;
    }
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
