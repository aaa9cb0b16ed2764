// The functions a site's config hands docgen (remark and rehype plugins, function plugins) by
// config file. They cannot be sent to worker threads as data, so a worker that needs them loads
// the config itself; every thread then holds the same functions for the same file.
import type { FunctionPlugin, MarkdownPluginSet, SiteMarkdownPlugins } from './docusaurus-config.js';

export interface SitePlugins {
  readonly markdown: SiteMarkdownPlugins;
  readonly functions: readonly FunctionPlugin[];
}

const EMPTY_SET: MarkdownPluginSet = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
const NONE: SitePlugins = { markdown: {}, functions: [] };

const byConfigFile = new Map<string, SitePlugins>();

export function registerSitePlugins({ configFile, plugins }: { configFile: string; plugins: SitePlugins }): void {
  byConfigFile.set(configFile, plugins);
}

export function sitePluginsOf(configFile: string): SitePlugins {
  return byConfigFile.get(configFile) ?? NONE;
}

/** The Markdown plugins of one content plugin (a docs instance id, or `pages`). */
export function markdownPluginsOf({ configFile, scope }: { configFile: string; scope: string }): MarkdownPluginSet {
  return sitePluginsOf(configFile).markdown[scope] ?? EMPTY_SET;
}

export function hasSitePlugins(configFile: string): boolean {
  return byConfigFile.has(configFile);
}

/** A digest input for the cache: the plugins' code and options, so editing a plugin compiles again. */
export function describeMarkdownPlugins(plugins: SiteMarkdownPlugins): string {
  return JSON.stringify(plugins, (_key, value: unknown) => (typeof value === 'function' ? `${value.name}:${String(value)}` : value));
}
