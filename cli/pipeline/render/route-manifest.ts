// The route manifest of a locale: the client's route table (path -> chunk URLs), written as a data
// chunk of a fixed name after the locale's pages (runtime/shared/route-manifest.ts reads it).
import { encodeEntry, manifestParts } from '../../../runtime/shared/route-manifest.js';
import type { ManifestEntry } from '../../../runtime/shared/types.js';
import type { Route, RouteTable } from '../../routes/route-table.js';
import type { BundleResult } from '../bundle/bundle.js';
import type { CompiledPage } from '../compile/compile-types.js';
import { dataChunkCode, placeDataChunk } from '../output/data-chunk.js';
import type { Output } from '../output/output.js';
import { sidebarKey } from './render.js';

/** What one route's manifest entry was made from, and its JSON (`"path":[...]`). */
interface EncodedRoute {
  readonly page: CompiledPage | undefined;
  readonly chunk: string | undefined;
  readonly tree: string | undefined;
  readonly sidebar: number;
  readonly json: string;
}

/** A table's listed routes in the manifest's order, and what each one's entry was last made from. */
interface ManifestRoutes {
  readonly routes: readonly Route[];
  readonly prefix: string;
  /** Listed routes by path (the last route of a path wins), sorted as encodeManifest sorts them. */
  readonly sorted: readonly Route[];
  /** Each sorted route's sidebar key, or undefined. */
  readonly sidebarKeys: readonly (string | undefined)[];
  /** Each sorted route's entry as last encoded. */
  readonly encoded: (EncodedRoute | undefined)[];
}

/**
 * Per route table, its routes in manifest order and each one's encoded entry, kept for the next
 * manifest of the same table: serve --watch keeps its tables from save to save, and a save encodes
 * again only the routes whose page, chunk or sidebar changed. At 10,000 pages, sorting and
 * encoding every route took about 20 ms of each save.
 */
const manifestRoutes = new WeakMap<RouteTable, ManifestRoutes>();

function manifestRoutesOf({ table, prefix }: { table: RouteTable; prefix: string }): ManifestRoutes {
  const kept = manifestRoutes.get(table);
  if (kept?.routes === table.routes && kept.prefix === prefix) return kept;
  const byPath = new Map<string, Route>();
  for (const route of table.routes) if (route.kind !== 'not-found') byPath.set(route.path, route);
  const sorted = [...byPath.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((path) => byPath.get(path) as Route);
  const sidebarKeys = sorted.map((route) => (route.instance && route.sidebarId ? sidebarKey(route.instance, route.sidebarId) : undefined));
  const fresh = { routes: table.routes, prefix, sorted, sidebarKeys, encoded: [] };
  manifestRoutes.set(table, fresh);
  return fresh;
}

/**
 * The client's route table for one locale: path -> chunk URLs, nothing else (see route-manifest.ts).
 * Its name is fixed (`routes-<locale>.js`), unlike every other chunk's: it changes with any page's
 * content, and a hashed name in every page would make one edit rewrite every page of the site (and
 * every HTML file a deploy uploads). Hosts revalidate a file of a fixed name as they do the HTML;
 * the client loads it once a page has settled, and a chunk it names that a newer deploy removed
 * makes the router load the page from the server. Pages can name it before it is written.
 */
export function routeManifest({
  table,
  compiled,
  bundle,
  sidebars,
  output,
}: {
  table: RouteTable;
  compiled: ReadonlyMap<string, CompiledPage>;
  bundle: BundleResult;
  sidebars: ReadonlyMap<string, { url: string }>;
  output: Output;
}): { url: string; write: () => void } {
  const prefix = output.assets.url;
  const { sorted, sidebarKeys, encoded } = manifestRoutesOf({ table, prefix });
  const parts = manifestParts(prefix);
  const routes: string[] = [];
  sorted.forEach((route, at) => {
    const page = compiled.get(route.path);
    const chunk = page?.chunk ?? (route.page?.kind === 'component' ? bundle.components.get(route.page.file)?.script : undefined);
    const key = sidebarKeys[at];
    const sidebar = parts.sidebarIndex(key === undefined ? undefined : sidebars.get(key)?.url);
    const tree = page?.page.tree !== undefined && bundle.contentTree ? bundle.contentTree.script : undefined;
    parts.useRenderer(tree);
    const before = encoded[at];
    const same = before !== undefined && before.page === page && before.chunk === chunk && before.tree === tree && before.sidebar === sidebar;
    const entry = same ? before : encodeRoute({ route, page, chunk, tree, sidebar, relative: parts.relative });
    encoded[at] = entry;
    routes.push(entry.json);
  });
  // encodeManifest's result as JSON, its routes written from their kept parts.
  const json = `${JSON.stringify(parts.head()).slice(0, -1)},"r":{${routes.join(',')}}}`;
  const { code, url, file } = placeDataChunk({ code: dataChunkCode(json), prefix: `routes-${table.locale.code}`, fixedName: true, ...output.data });
  // A fixed name is rewritten while pages may be loading it: replaced by rename, never written into.
  return { url, write: () => output.write(file, code) };
}

/** One route's manifest entry, encoded. */
function encodeRoute({
  route,
  page,
  chunk,
  tree,
  sidebar,
  relative,
}: Omit<EncodedRoute, 'json'> & { route: Route; relative: (url: string) => string }): EncodedRoute {
  // Built field by field: spreading four optional fields per route was most of a save's manifest on a large site.
  const entry: { -readonly [K in keyof ManifestEntry]: ManifestEntry[K] } = { k: route.kind };
  if (chunk) entry.c = chunk;
  if (page?.mdxKey !== undefined) entry.x = 1;
  if (tree) entry.t = tree;
  // A content tree's static parts are in its page chunk: no second name for the same file.
  if (page?.fragments?.url && page.fragments.url !== chunk) entry.f = page.fragments.url;
  const json = `${JSON.stringify(route.path)}:${JSON.stringify(encodeEntry({ entry, sidebar, relative }))}`;
  return { page, chunk, tree, sidebar, json };
}
