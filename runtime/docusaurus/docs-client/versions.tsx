// The docs plugins' versions as the theme asks for them: the plugin and version of the current
// page, the version to suggest, and the reader's preferred version per plugin (localStorage
// `docs-preferred-version-<pluginId>`, chosen in the version dropdown).
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useRoute } from '../../theme/context.js';
import { preferredVersionKey, readPreferredVersion, savePreferredVersion } from '../../theme/docs-preferred-version.js';
import { useLocation } from '../use-location.js';
import { docsGlobalData, globalVersion, type GlobalPluginData, type GlobalVersion } from './global-data.js';

/** Every docs plugin's data, by plugin id. */
export function useAllDocsData(): Readonly<Record<string, GlobalPluginData>> {
  return docsGlobalData(useRoute().site);
}

export function useDocsData(pluginId?: string): GlobalPluginData {
  const data = useAllDocsData()[pluginId ?? 'default'];
  if (!data) throw new Error(`Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "${pluginId ?? 'default'}".`);
  return data;
}

const matches = (path: string, base: string) => path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`);

/** The docs plugin whose pages the current path is in, if any. */
export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const { pathname } = useLocation();
  const data = useAllDocsData();
  const found = Object.entries(data)
    .sort(([, a], [, b]) => b.path.length - a.path.length)
    .find(([, plugin]) => matches(pathname, plugin.path));
  if (!found && options.failfast) throw new Error(`Can't find active docs plugin for "${pathname}" pathname`);
  return found && { pluginId: found[0], pluginData: found[1] };
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}) {
  const active = useActivePlugin(options);
  const version = useActiveVersion(active?.pluginId);
  return active && { activePlugin: active, activeVersion: version };
}

export function useVersions(pluginId?: string): readonly GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return (versions.find((version) => version.isLast) ?? versions[versions.length - 1]) as GlobalVersion;
}

/** The version of the plugin the current path is in. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const { site } = useRoute();
  const { pathname } = useLocation();
  const plugin = site.docsPlugins.find((candidate) => candidate.id === (pluginId ?? 'default'));
  const version = plugin?.versions.find((candidate) => new RegExp(candidate.activeRegex).test(pathname));
  return version && globalVersion(version);
}

/** The doc the page shows (theme/App.tsx provides it): its plugin, its id, and its href in each
 * version of the plugin that has it. */
export interface ActiveDoc {
  readonly pluginId: string;
  readonly id: string;
  readonly alternates: Readonly<Record<string, string>>;
}

export const ActiveDocContext = createContext<ActiveDoc | null>(null);

/** A doc as Docusaurus's global data lists it. */
interface GlobalDoc {
  readonly id: string;
  readonly path: string;
}

/** The current page's version and doc of a plugin, and that doc in each version that has it. */
export function useActiveDocContext(pluginId?: string): {
  activeVersion: GlobalVersion | undefined;
  activeDoc: GlobalDoc | undefined;
  alternateDocVersions: Readonly<Record<string, GlobalDoc>>;
} {
  const activeVersion = useActiveVersion(pluginId);
  const { pathname } = useLocation();
  const doc = useContext(ActiveDocContext);
  if (!doc || doc.pluginId !== (pluginId ?? 'default')) return { activeVersion, activeDoc: undefined, alternateDocVersions: {} };
  const alternateDocVersions = Object.fromEntries(Object.entries(doc.alternates).map(([name, path]) => [name, { id: doc.id, path }]));
  return { activeVersion, activeDoc: { id: doc.id, path: pathname }, alternateDocVersions };
}

/** The version to suggest to a reader of an older or unreleased one: the latest. */
export function useDocVersionSuggestions(pluginId?: string) {
  const latestVersionSuggestion = useLatestVersion(pluginId);
  return { latestDocSuggestion: undefined, latestVersionSuggestion };
}

/** The reader's preferred version of a plugin (null until the page hydrates), and its setter. */
export function useDocsPreferredVersion(pluginId = 'default'): { preferredVersion: GlobalVersion | null; savePreferredVersionName: (name: string) => void } {
  const { site } = useRoute();
  const plugin = site.docsPlugins.find((candidate) => candidate.id === pluginId);
  const name = useSyncExternalStore(
    subscribeToStorage,
    () => (plugin ? readPreferredVersion(plugin) : null),
    () => null,
  );
  const version = plugin?.versions.find((candidate) => candidate.name === name);
  const savePreferredVersionName = useCallback((versionName: string) => savePreferredVersion({ pluginId, version: versionName }), [pluginId]);
  return { preferredVersion: version ? globalVersion(version) : null, savePreferredVersionName };
}

export function useDocsPreferredVersionByPluginId(): Record<string, GlobalVersion | null> {
  const { site } = useRoute();
  return Object.fromEntries(
    site.docsPlugins.map((plugin) => {
      const name = typeof window === 'undefined' ? null : readPreferredVersion(plugin);
      const version = plugin.versions.find((candidate) => candidate.name === name);
      return [plugin.id, version ? globalVersion(version) : null];
    }),
  );
}

function subscribeToStorage(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(preferredVersionKey(''))) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The preferred versions are read from localStorage directly; the provider keeps Docusaurus's tree. */
export function DocsPreferredVersionContextProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** The search tag of a docs version (DocSearch's facet): `docs-<pluginId>-<version>`. */
export const getDocsVersionSearchTag = (pluginId: string, versionName: string) => `docs-${pluginId}-${versionName}`;

/** The search tags of the versions the reader is on or prefers, one per docs plugin. */
export function useDocsContextualSearchTags(): string[] {
  const { site } = useRoute();
  const { pathname } = useLocation();
  return site.docsPlugins.map((plugin) => {
    const active = plugin.versions.find((version) => new RegExp(version.activeRegex).test(pathname));
    const preferred = typeof window === 'undefined' ? null : readPreferredVersion(plugin);
    return getDocsVersionSearchTag(plugin.id, active?.name ?? preferred ?? plugin.last);
  });
}

export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const active = useActiveVersion(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return [
    ...new Map([active, preferredVersion, latest].filter((version): version is GlobalVersion => !!version).map((version) => [version.name, version])).values(),
  ];
}
