// The preferred docs version per docs plugin, as in Docusaurus: chosen in the version dropdown,
// kept in localStorage `docs-preferred-version-<pluginId>`, and used by doc links when the visitor
// is not reading that plugin's docs. A stored name that is no longer a version is removed.
// localStorage is read only in the browser after hydration (the server snapshot is "none").
import { useSyncExternalStore } from 'react';
import type { DocsPluginInfo, NavbarTarget } from '../shared/site-data.js';
import { useRoute } from './context.js';

export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored preferred version of a plugin, or null; a stale name is cleared on the way. */
export function readPreferredVersion(plugin: DocsPluginInfo): string | null {
  try {
    const name = localStorage.getItem(preferredVersionKey(plugin.id));
    if (name === null) return null;
    if (plugin.versions.some((version) => version.name === name)) return name;
    localStorage.removeItem(preferredVersionKey(plugin.id));
  } catch {
    // Storage can be disabled; then there is simply no preference.
  }
  return null;
}

export function savePreferredVersion({ pluginId, version }: { pluginId: string; version: string }): void {
  try {
    localStorage.setItem(preferredVersionKey(pluginId), version);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function usePreferredVersion(plugin: DocsPluginInfo | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (plugin ? readPreferredVersion(plugin) : null),
    () => null,
  );
}

/** The version of `plugin` the visitor is reading at `path`, if any. */
export function activeVersion({ plugin, path }: { plugin: DocsPluginInfo; path: string }): string | undefined {
  return plugin.versions.find((version) => new RegExp(version.activeRegex).test(path))?.name;
}

/** The target of a navbar item in the current locale; doc links follow the visited, else preferred, else last version. */
export function useItemTarget(item: NavbarTarget): string | undefined {
  const { site, path, locale } = useRoute();
  const plugin = item.versionTo ? site.docsPlugins.find((candidate) => candidate.id === item.pluginId) : undefined;
  const preferred = usePreferredVersion(plugin);
  const fallback = item.localeTo?.[locale.code] ?? item.to;
  if (!plugin || !item.versionTo) return fallback;
  const version = activeVersion({ plugin, path }) ?? preferred ?? plugin.last;
  return item.versionTo[version]?.[locale.code] ?? fallback;
}

/** Clears stale preferences of every docs plugin (run once in the browser). */
export function clearStalePreferredVersions(plugins: readonly DocsPluginInfo[]): void {
  for (const plugin of plugins) readPreferredVersion(plugin);
}
