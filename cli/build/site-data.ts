// Builds the SiteData the theme reads: navbar items resolved against the docs (doc, docSidebar,
// versions), footer, colour mode and UI strings. Every dangling reference is reported at once.
import en from '../../runtime/i18n/en.json' with { type: 'json' };
import es from '../../runtime/i18n/es.json' with { type: 'json' };
import type { FooterColumn, NavbarItem, SiteData } from '../../runtime/shared/site-data.js';
import type { SiteConfig } from '../config/resolve-config.js';
import type { NavbarItemInput } from '../config/schema.js';
import { DocgenError, problems, type Problem } from '../errors.js';
import type { RouteTable } from '../routes/route-table.js';

const BUILT_IN_STRINGS: Record<string, Record<string, string>> = { en, es };

/** Versions of a docs plugin. Versioned docs arrive later; today every plugin has `current`. */
const versionsOf = (_pluginId: string): readonly string[] => ['current'];

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
  const versions = versionsOf(pluginId);
  const askedVersions = type === 'docsVersionDropdown' && item.versions ? (Array.isArray(item.versions) ? item.versions : Object.keys(item.versions)) : [];
  if (type === 'docsVersion' && item.version) askedVersions.push(item.version);
  for (const version of askedVersions) {
    if (!versions.includes(version)) found.push(problems.docsVersionMissing({ key: `${key}.versions`, version, pluginId, known: versions }));
  }

  const localeTo: Record<string, string> = {};
  for (const table of tables) {
    const docs = table.docs.get(pluginId);
    const sidebars = table.sidebars.get(pluginId);
    if (!docs || !sidebars) continue;
    if (type === 'doc') {
      const doc = item.docId ? docs.get(item.docId) : undefined;
      if (!doc) {
        if (table === tables[0]) found.push(problems.docMissing({ where: `config ${key}.docId`, docId: item.docId ?? '', pluginId, known: [...docs.keys()] }));
        continue;
      }
      localeTo[table.locale.code] = doc.routePath;
    } else if (type === 'docSidebar') {
      const sidebarId = item.sidebarId ?? '';
      const order = sidebars.order.get(sidebarId);
      if (!order) {
        if (table === tables[0]) found.push(problems.sidebarMissing({ key: `${key}.sidebarId`, sidebarId, pluginId, known: [...sidebars.order.keys()] }));
        continue;
      }
      const firstDoc = order[0] ? docs.get(order[0]) : undefined;
      if (!firstDoc) {
        if (table === tables[0]) found.push(problems.sidebarEmpty({ where: `config ${key}.sidebarId`, sidebarId }));
        continue;
      }
      localeTo[table.locale.code] = firstDoc.routePath;
    } else {
      // docsVersion and docsVersionDropdown point at the version's main doc: its first sidebar doc.
      const firstSidebar = [...sidebars.order.values()].find((ids) => ids.length > 0);
      const main = firstSidebar?.[0] ? docs.get(firstSidebar[0]) : [...docs.values()][0];
      if (main) localeTo[table.locale.code] = main.routePath;
    }
  }
  const activeBasePath = item.activeBasePath ?? `/${plugin.routeBasePath}`;
  return { ...withItems, localeTo, activeBasePath };
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
    strings: Object.fromEntries(
      config.locales.map((locale) => {
        const builtIn = BUILT_IN_STRINGS[locale.code] ?? BUILT_IN_STRINGS[locale.code.split('-')[0] ?? ''] ?? english;
        return [locale.code, { ...english, ...builtIn, ...config.localeStrings[locale.code] }];
      }),
    ),
  };
}
