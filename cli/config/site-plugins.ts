// The remark and rehype plugins a site's config hands docgen, by config file. They are functions,
// which cannot be sent to worker threads as data, so a worker that needs them loads the config
// itself; every thread then holds the same functions for the same file.
import type { PluggableList } from 'unified';

/** The Markdown plugins of one content plugin, in the four places Docusaurus takes them. */
export interface MarkdownPluginSet {
  readonly beforeDefaultRemarkPlugins: PluggableList;
  readonly remarkPlugins: PluggableList;
  readonly beforeDefaultRehypePlugins: PluggableList;
  readonly rehypePlugins: PluggableList;
}

/** Content plugin id (a docs instance's id, or `pages`) -> its Markdown plugins. */
export type SiteMarkdownPlugins = Readonly<Record<string, MarkdownPluginSet>>;

/** The content plugin id a blog instance's Markdown plugins are kept under (docs instances use their own id). */
export const blogPluginScope = (id: string) => `blog:${id}`;

const EMPTY_SET: MarkdownPluginSet = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };

const byConfigFile = new Map<string, SiteMarkdownPlugins>();

export function registerSitePlugins({ configFile, plugins }: { configFile: string; plugins: SiteMarkdownPlugins }): void {
  byConfigFile.set(configFile, plugins);
}

/** The Markdown plugins of one content plugin (a docs instance id, or `pages`). */
export function markdownPluginsOf({ configFile, scope }: { configFile: string; scope: string }): MarkdownPluginSet {
  return byConfigFile.get(configFile)?.[scope] ?? EMPTY_SET;
}

export function hasSitePlugins(configFile: string): boolean {
  return byConfigFile.has(configFile);
}

/** The plugins' code and options as one string, for cache keys (editing a plugin compiles again);
 * '' when the site has none, so sites without plugins keep their keys. */
export function describeMarkdownPlugins(plugins: SiteMarkdownPlugins): string {
  if (!Object.values(plugins).some((set) => Object.values(set).some((list) => list.length > 0))) return '';
  return JSON.stringify(plugins, (_key, value: unknown) => (typeof value === 'function' ? `${value.name}:${String(value)}` : value));
}
