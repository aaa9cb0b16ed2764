// The navbar's items as the theme reads them: each config item resolved by its type against the
// docs (doc, docSidebar, docsVersion, docsVersionDropdown, ...), with its active rule and children.
import { isCustomNavbarType, type NavbarItemType } from '../../../runtime/shared/navbar-types.js';
import type { LinkNavbarItem, NavbarItem, NavbarItemOf, VersionDropdownNavbarItem } from '../../../runtime/shared/site-data.js';
import type { DocsPluginConfig, SiteConfig } from '../../config/resolve-config.js';
import type { NavbarItemInput } from '../../config/schema.js';
import type { DocsVersion } from '../../config/versions.js';
import { DocgenError, problems, type Problem } from '../../errors.js';
import type { RouteTable } from '../../routes/route-table.js';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Active rule of a version's navbar link: its own URL prefix; for the last version (served at the
 * route base), everything under the base except the other versions' prefixes. */
export function versionActiveRegex({ plugin, version }: { plugin: DocsPluginConfig; version: DocsVersion }): string {
  const base = `/${plugin.routeBasePath}`.replace(/\/$/, '');
  if (version.path) return `^${escapeRegex(`${base}/${version.path}`)}(/|$)`;
  const others = plugin.versions.filter((other) => other.path).map((other) => escapeRegex(other.path));
  return others.length ? `^${escapeRegex(base)}(/(?!(${others.join('|')})(/|$))|$)` : `^${escapeRegex(base)}(/|$)`;
}

/** Per locale, the path of a docs instance's main doc: the first doc of its first sidebar, else its first doc. */
function mainDocPaths({ tables, instance }: { tables: readonly RouteTable[]; instance: string }): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const table of tables) {
    const docs = table.docs.get(instance);
    const sidebars = table.sidebars.get(instance);
    if (!docs) continue;
    const firstSidebar = [...(sidebars?.order.values() ?? [])].find((ids) => ids.length > 0);
    const main = (firstSidebar?.[0] ? docs.get(firstSidebar[0]) : undefined) ?? [...docs.values()][0];
    if (main) paths[table.locale.code] = main.routePath;
  }
  return paths;
}

type RawItem = NavbarItemInput & { items?: RawItem[] };

/** What resolving one item needs: the item, where it is in the config, the site, and where
 * problems go (every dangling reference is reported at once). */
interface ItemInput {
  readonly item: RawItem;
  readonly key: string;
  readonly config: SiteConfig;
  readonly tables: readonly RouteTable[];
  readonly found: Problem[];
}

/** The fields every item takes as written, in the order the page data lists them. */
function commonFields(item: RawItem) {
  return {
    position: item.position ?? 'right',
    ...(item.label !== undefined ? { label: item.label } : {}),
    ...(item.to !== undefined ? { to: item.to } : {}),
    ...(item.href !== undefined ? { href: item.href } : {}),
  } as const;
}

function activeFields(item: RawItem) {
  return {
    ...(item.className !== undefined ? { className: item.className } : {}),
    ...(item.activeBasePath !== undefined ? { activeBasePath: item.activeBasePath } : {}),
    ...(item.activeBaseRegex !== undefined ? { activeBaseRegex: item.activeBaseRegex } : {}),
  } as const;
}

const childrenOf = (input: ItemInput): NavbarItem[] =>
  (input.item.items ?? []).map((child, index) => resolveItem({ ...input, item: child, key: `${input.key}.items[${index}]` }));

/** A docs plugin an item names, or a problem; its instance keys and last version. */
function docsPluginOf({ item, key, config, found }: ItemInput) {
  const pluginId = item.docsPluginId ?? 'default';
  const plugin = config.docs.find((candidate) => candidate.id === pluginId);
  if (!plugin) {
    found.push(problems.docsPluginMissing({ key: `${key}.docsPluginId`, pluginId, known: config.docs.map((candidate) => candidate.id) }));
    return undefined;
  }
  const instanceKey = (name: string) => (name === 'current' ? pluginId : `${pluginId}@${name}`);
  // Doc links go to the last version, as in Docusaurus.
  const last = plugin.versions.find((version) => version.isLast) ?? plugin.versions[0];
  return { pluginId, plugin, instanceKey, last };
}

function reportMissingVersions({ input, plugin, asked }: { input: ItemInput; plugin: DocsPluginConfig; asked: readonly string[] }) {
  const versions = plugin.versions.map((version) => version.name);
  for (const version of asked) {
    if (!versions.includes(version))
      input.found.push(problems.docsVersionMissing({ key: `${input.key}.versions`, version, pluginId: plugin.id, known: versions }));
  }
}

const link =
  (type: LinkNavbarItem['type']) =>
  (input: ItemInput): LinkNavbarItem => ({ type, ...commonFields(input.item), ...activeFields(input.item) });

/** `doc` and `docSidebar`: per locale (and per version on plugins with several), the doc they lead to. */
const docLink =
  (type: 'doc' | 'docSidebar') =>
  (input: ItemInput): LinkNavbarItem => {
    const { item, key, tables, found } = input;
    const fields: LinkNavbarItem = { type, ...commonFields(item), ...activeFields(item) };
    const docsPlugin = docsPluginOf(input);
    if (!docsPlugin) return fields;
    const { pluginId, plugin, instanceKey, last } = docsPlugin;
    // Problems only for the version the link goes to by default, since other versions may lack the doc.
    const targetsIn = (version: string, report: boolean): Record<string, string> => {
      const paths: Record<string, string> = {};
      for (const table of tables) {
        const docs = table.docs.get(instanceKey(version));
        const sidebars = table.sidebars.get(instanceKey(version));
        if (!docs || !sidebars) continue;
        const shouldReport = report && table === tables[0];
        if (type === 'doc') {
          const doc = item.docId ? docs.get(item.docId) : undefined;
          if (doc) paths[table.locale.code] = doc.routePath;
          else if (shouldReport) found.push(problems.docMissing({ where: `config ${key}.docId`, docId: item.docId ?? '', pluginId, known: [...docs.keys()] }));
          continue;
        }
        const sidebarId = item.sidebarId ?? '';
        const order = sidebars.order.get(sidebarId);
        const firstDoc = order?.[0] ? docs.get(order[0]) : undefined;
        if (firstDoc) paths[table.locale.code] = firstDoc.routePath;
        else if (shouldReport && !order)
          found.push(problems.sidebarMissing({ key: `${key}.sidebarId`, sidebarId, pluginId, known: [...sidebars.order.keys()] }));
        else if (shouldReport) found.push(problems.sidebarEmpty({ where: `config ${key}.sidebarId`, sidebarId }));
      }
      return paths;
    };
    const localeTo = targetsIn(last?.name ?? 'current', true);
    const activeBasePath = item.activeBasePath ?? `/${plugin.routeBasePath}`;
    if (plugin.versions.length < 2) return { ...fields, localeTo, activeBasePath };
    // Version-aware: the browser picks the visited version, else the preferred one, else the last.
    const versionTo = Object.fromEntries(plugin.versions.map((version) => [version.name, targetsIn(version.name, false)]));
    return { ...fields, localeTo, activeBasePath, pluginId, versionTo };
  };

/** `docsVersion`: the main doc of the version it names (default: the last). */
function docsVersionLink(input: ItemInput): LinkNavbarItem {
  const { item, tables } = input;
  const fields: LinkNavbarItem = { type: 'docsVersion', ...commonFields(item), ...activeFields(item) };
  const docsPlugin = docsPluginOf(input);
  if (!docsPlugin) return fields;
  const { plugin, instanceKey, last } = docsPlugin;
  if (item.version) reportMissingVersions({ input, plugin, asked: [item.version] });
  const target = item.version ?? last?.name ?? 'current';
  const version = plugin.versions.find((candidate) => candidate.name === target);
  const localeTo = mainDocPaths({ tables, instance: instanceKey(target) });
  if (!version) return { ...fields, localeTo };
  return { ...fields, label: item.label ?? version.label, localeTo, activeBaseRegex: item.activeBaseRegex ?? versionActiveRegex({ plugin, version }) };
}

/** `docsVersionDropdown`: one link per listed version, to its main doc. */
function versionDropdown(input: ItemInput): VersionDropdownNavbarItem {
  const { item, tables } = input;
  const fields = { type: 'docsVersionDropdown' as const, ...commonFields(item), ...activeFields(item) };
  const docsPlugin = docsPluginOf(input);
  if (!docsPlugin) return { ...fields, items: [] };
  const { pluginId, plugin, instanceKey, last } = docsPlugin;
  const asked = item.versions ? (Array.isArray(item.versions) ? item.versions : Object.keys(item.versions)) : [];
  reportMissingVersions({ input, plugin, asked });
  const listed = asked.length > 0 ? plugin.versions.filter((version) => asked.includes(version.name)) : plugin.versions;
  const labels = !item.versions || Array.isArray(item.versions) ? {} : item.versions;
  const items: LinkNavbarItem[] = listed.map((version) => ({
    type: 'default',
    pluginId,
    version: version.name,
    position: fields.position,
    label: labels[version.name]?.label ?? version.label,
    localeTo: mainDocPaths({ tables, instance: instanceKey(version.name) }),
    activeBaseRegex: versionActiveRegex({ plugin, version }),
  }));
  return { ...fields, items, ...(last ? { label: item.label ?? last.label } : {}) };
}

/** One resolver per navbar item type (NAVBAR_ITEM_TYPES): the config's item in, the theme's out. */
const RESOLVERS: { readonly [Type in NavbarItemType]: (input: ItemInput) => NavbarItemOf<Type> } = {
  default: link('default'),
  doc: docLink('doc'),
  docSidebar: docLink('docSidebar'),
  docsVersion: docsVersionLink,
  docsVersionDropdown: versionDropdown,
  dropdown: (input) => ({ type: 'dropdown', ...commonFields(input.item), ...activeFields(input.item), items: childrenOf(input) }),
  localeDropdown: (input) => ({ type: 'localeDropdown', ...commonFields(input.item), ...activeFields(input.item) }),
  search: (input) => ({ type: 'search', ...commonFields(input.item), ...activeFields(input.item) }),
  html: (input) => ({
    type: 'html',
    ...commonFields(input.item),
    ...(input.item.value !== undefined ? { html: input.item.value } : {}),
    ...activeFields(input.item),
  }),
  custom: ({ item }) => {
    const { type, items: _items, ...rest } = item;
    const position = rest.position ?? 'right';
    return { type: 'custom', position, component: type ?? 'custom', props: { ...rest, position } };
  },
};

function resolveItem(input: ItemInput): NavbarItem {
  // The config validator only lets through the types of NAVBAR_ITEM_TYPES, and the site's own.
  const type = input.item.type ?? 'default';
  const resolve = RESOLVERS[(isCustomNavbarType(type) ? 'custom' : type) as NavbarItemType] as (input: ItemInput) => NavbarItem;
  return resolve(input);
}

/** The config's navbar items resolved against the docs; every dangling reference is reported at once. */
export function resolveNavbarItems({ config, tables }: { config: SiteConfig; tables: readonly RouteTable[] }): NavbarItem[] {
  const found: Problem[] = [];
  const items = (config.themeConfig.navbar.items as RawItem[]).map((item, index) =>
    resolveItem({ item, key: `themeConfig.navbar.items[${index}]`, config, tables, found }),
  );
  if (found.length > 0) throw new DocgenError(found);
  return items;
}
