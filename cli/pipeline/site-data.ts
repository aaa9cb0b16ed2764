// Builds the SiteData the theme reads: navbar items resolved against the docs (doc, docSidebar,
// versions), footer, colour mode and UI strings. Every dangling reference is reported at once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../runtime/i18n/en.json' with { type: 'json' };
import es from '../../runtime/i18n/es.json' with { type: 'json' };
import type { FooterColumn, NavbarItem, SiteData } from '../../runtime/shared/site-data.js';
import type { DocsPluginConfig, SiteConfig } from '../config/resolve-config.js';
import type { DocsVersion } from '../routes/versions.js';
import type { NavbarItemInput } from '../config/schema.js';
import { DocgenError, problems, type Problem } from '../errors.js';
import type { RouteTable } from '../routes/route-table.js';
import { searchEnabled, searchLanguages, searchScoped } from './search-index.js';

// `devServer.*` strings are read by serve --watch's own script; pages never carry them.
const pageStrings = (strings: Record<string, string>) => Object.fromEntries(Object.entries(strings).filter(([key]) => !key.startsWith('devServer.')));
const BUILT_IN_STRINGS: Record<string, Record<string, string>> = { en: pageStrings(en), es: pageStrings(es) };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Active rule of a version's navbar link: its own URL prefix; for the last version (served at the
 * route base), everything under the base except the other versions' prefixes. */
function versionActiveRegex({ plugin, version }: { plugin: DocsPluginConfig; version: DocsVersion }): string {
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

function resolveItem({
  item,
  key,
  config,
  tables,
  found,
}: {
  item: RawItem;
  key: string;
  config: SiteConfig;
  tables: readonly RouteTable[];
  found: Problem[];
}): NavbarItem {
  const type = item.type ?? 'default';
  const base: NavbarItem = {
    type,
    position: item.position ?? 'right',
    ...(item.label !== undefined ? { label: item.label } : {}),
    ...(item.to !== undefined ? { to: item.to } : {}),
    ...(item.href !== undefined ? { href: item.href } : {}),
    ...(item.value !== undefined ? { html: item.value } : {}),
    ...(item.className !== undefined ? { className: item.className } : {}),
    ...(item.activeBasePath !== undefined ? { activeBasePath: item.activeBasePath } : {}),
    ...(item.activeBaseRegex !== undefined ? { activeBaseRegex: item.activeBaseRegex } : {}),
  };
  const items = item.items?.map((child, index) => resolveItem({ item: child, key: `${key}.items[${index}]`, config, tables, found }));
  const withItems = items ? { ...base, items } : base;
  if (!['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'].includes(type)) return withItems;

  const pluginId = item.docsPluginId ?? 'default';
  const knownPlugins = config.docs.map((plugin) => plugin.id);
  const plugin = config.docs.find((candidate) => candidate.id === pluginId);
  if (!plugin) {
    found.push(problems.docsPluginMissing({ key: `${key}.docsPluginId`, pluginId, known: knownPlugins }));
    return withItems;
  }
  const versions = plugin.versions.map((version) => version.name);
  const askedVersions = type === 'docsVersionDropdown' && item.versions ? (Array.isArray(item.versions) ? item.versions : Object.keys(item.versions)) : [];
  if (type === 'docsVersion' && item.version) askedVersions.push(item.version);
  for (const version of askedVersions) {
    if (!versions.includes(version)) found.push(problems.docsVersionMissing({ key: `${key}.versions`, version, pluginId, known: versions }));
  }
  const instanceKey = (name: string) => (name === 'current' ? pluginId : `${pluginId}@${name}`);
  // Doc links go to the last version, as in Docusaurus; docsVersion to the one it names.
  const last = plugin.versions.find((version) => version.isLast) ?? plugin.versions[0];
  const target = type === 'docsVersion' && item.version ? item.version : (last?.name ?? 'current');

  if (type === 'docsVersionDropdown') {
    const listed = askedVersions.length > 0 ? plugin.versions.filter((version) => askedVersions.includes(version.name)) : plugin.versions;
    const labels = !item.versions || Array.isArray(item.versions) ? {} : item.versions;
    const versionItems: NavbarItem[] = listed.map((version) => ({
      type: 'default',
      pluginId,
      version: version.name,
      position: base.position,
      label: labels[version.name]?.label ?? version.label,
      localeTo: mainDocPaths({ tables, instance: instanceKey(version.name) }),
      activeBaseRegex: versionActiveRegex({ plugin, version }),
    }));
    return { ...base, items: versionItems, ...(last ? { label: item.label ?? last.label } : {}) };
  }

  // Per locale, the target of a doc or docSidebar item in one version; problems only for the
  // version the link goes to by default, since other versions may lack the doc.
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
      } else if (type === 'docSidebar') {
        const sidebarId = item.sidebarId ?? '';
        const order = sidebars.order.get(sidebarId);
        const firstDoc = order?.[0] ? docs.get(order[0]) : undefined;
        if (firstDoc) paths[table.locale.code] = firstDoc.routePath;
        else if (shouldReport && !order)
          found.push(problems.sidebarMissing({ key: `${key}.sidebarId`, sidebarId, pluginId, known: [...sidebars.order.keys()] }));
        else if (shouldReport) found.push(problems.sidebarEmpty({ where: `config ${key}.sidebarId`, sidebarId }));
      }
    }
    return paths;
  };

  if (type === 'docsVersion') {
    const version = plugin.versions.find((candidate) => candidate.name === target);
    const localeTo = mainDocPaths({ tables, instance: instanceKey(target) });
    if (version)
      return { ...withItems, label: item.label ?? version.label, localeTo, activeBaseRegex: item.activeBaseRegex ?? versionActiveRegex({ plugin, version }) };
    return { ...withItems, localeTo };
  }
  const localeTo = targetsIn(target, true);
  const activeBasePath = item.activeBasePath ?? `/${plugin.routeBasePath}`;
  if (plugin.versions.length < 2) return { ...withItems, localeTo, activeBasePath };
  // Version-aware: the browser picks the visited version, else the preferred one, else the last.
  const versionTo = Object.fromEntries(plugin.versions.map((version) => [version.name, targetsIn(version.name, false)]));
  return { ...withItems, localeTo, activeBasePath, pluginId, versionTo };
}

/** Navbar and footer texts translated the Docusaurus way: i18n/<locale>/docusaurus-theme-classic/{navbar,footer}.json,
 * keys like `item.label.GitHub` or `link.title.Docs`, stored as `navbar.<key>` and `footer.<key>`. */
function themeTranslations({ config, locale }: { config: SiteConfig; locale: string }): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const part of ['navbar', 'footer']) {
    const file = join(config.i18nDir, locale, 'docusaurus-theme-classic', `${part}.json`);
    if (!existsSync(file)) continue;
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
    for (const [key, value] of Object.entries(entries)) if (typeof value?.message === 'string') strings[`${part}.${key}`] = value.message;
  }
  return strings;
}

function footerColumns(config: SiteConfig): FooterColumn[] {
  const links = config.themeConfig.footer?.links ?? [];
  if (links.length === 0) return [];
  if ('items' in (links[0] as object)) return links as FooterColumn[];
  return [{ items: links as FooterColumn['items'] }];
}

export function createSiteData({ config, tables }: { config: SiteConfig; tables: readonly RouteTable[] }): SiteData {
  const found: Problem[] = [];
  const items = (config.themeConfig.navbar.items as RawItem[]).map((item, index) =>
    resolveItem({ item, key: `themeConfig.navbar.items[${index}]`, config, tables, found }),
  );
  if (found.length > 0) throw new DocgenError(found);
  const { navbar, footer, announcementBar, colorMode } = config.themeConfig;
  const english = BUILT_IN_STRINGS.en ?? {};
  return {
    title: config.title,
    tagline: config.tagline,
    ...(Object.keys(config.customFields).length > 0 ? { customFields: config.customFields } : {}),
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    titleDelimiter: config.titleDelimiter,
    defaultLocale: config.defaultLocale,
    locales: config.locales,
    navbar: {
      ...(navbar.title !== undefined ? { title: navbar.title } : {}),
      ...(navbar.logo ? { logo: { src: navbar.logo.src, alt: navbar.logo.alt, ...(navbar.logo.srcDark ? { srcDark: navbar.logo.srcDark } : {}) } } : {}),
      hideOnScroll: navbar.hideOnScroll,
      items,
    },
    ...(footer
      ? {
          footer: {
            style: footer.style,
            columns: footerColumns(config),
            ...(footer.copyright !== undefined ? { copyright: footer.copyright } : {}),
            ...(footer.logo ? { logo: { src: footer.logo.src, alt: footer.logo.alt, ...(footer.logo.href ? { href: footer.logo.href } : {}) } } : {}),
          },
        }
      : {}),
    ...(announcementBar ? { announcementBar } : {}),
    colorMode,
    docs: { sidebarHideable: config.themeConfig.docs.sidebar.hideable },
    docsPlugins: config.docs.map((plugin) => ({
      id: plugin.id,
      versions: plugin.versions.map((version) => ({ name: version.name, activeRegex: versionActiveRegex({ plugin, version }) })),
      last: (plugin.versions.find((version) => version.isLast) ?? plugin.versions[0])?.name ?? 'current',
    })),
    pageLoading: config.pageLoading,
    ...(searchEnabled(config) ? { search: { languages: searchLanguages({ config, tables }), scoped: searchScoped(config) } } : {}),
    strings: Object.fromEntries(
      config.locales.map((locale) => {
        const builtIn = BUILT_IN_STRINGS[locale.code] ?? BUILT_IN_STRINGS[locale.code.split('-')[0] ?? ''] ?? english;
        return [locale.code, { ...english, ...builtIn, ...themeTranslations({ config, locale: locale.code }), ...config.localeStrings[locale.code] }];
      }),
    ),
  };
}
