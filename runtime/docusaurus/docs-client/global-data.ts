// The docs plugins' global data in Docusaurus's shape (what `useAllDocsData()` and
// `useGlobalData()['docusaurus-plugin-content-docs']` give). docgen keeps no list of every doc in
// the page (it would grow every page of a large site), so `docs` is empty and a version's
// `mainDocId` is not known; the versions, their paths and labels are.
import type { DocsPluginInfo, SiteData } from '../../shared/site-data.js';

export interface GlobalVersion {
  readonly name: string;
  readonly label: string;
  readonly isLast: boolean;
  readonly path: string;
  readonly mainDocId: string;
  readonly docs: readonly { readonly id: string; readonly path: string; readonly sidebar?: string }[];
  readonly draftIds: readonly string[];
  readonly sidebars: Readonly<Record<string, { readonly link?: { readonly path: string; readonly label: string } }>>;
}

export interface GlobalPluginData {
  readonly path: string;
  readonly versions: readonly GlobalVersion[];
  readonly breadcrumbs: boolean;
}

export const globalVersion = (version: DocsPluginInfo['versions'][number]): GlobalVersion => ({
  name: version.name,
  label: version.label,
  isLast: version.isLast,
  path: version.path,
  mainDocId: '',
  docs: [],
  draftIds: [],
  sidebars: {},
});

// One object per site: components compare global data by identity.
const bySite = new WeakMap<SiteData, Readonly<Record<string, GlobalPluginData>>>();

export function docsGlobalData(site: SiteData): Readonly<Record<string, GlobalPluginData>> {
  let data = bySite.get(site);
  if (!data) {
    data = Object.fromEntries(
      site.docsPlugins.map((plugin) => [plugin.id, { path: plugin.path, versions: plugin.versions.map(globalVersion), breadcrumbs: true }]),
    );
    bySite.set(site, data);
  }
  return data;
}
