// The blogs a site's plugins make through the blog plugin (wrapped-blogs.ts), as blogs of docgen's
// config: their options read as the preset's blog options are, checked by the same schema.
import { isAbsolute, resolve } from 'node:path';
import { blogOptionsOf } from '../config/docusaurus-config.js';
import { blogInstanceOf, type BlogInstance, type SiteConfig } from '../config/resolve-config.js';
import { blogPlugin } from '../config/schema.js';
import { formatKeyPath } from '../config/validate-config.js';
import { DocgenError, problems } from '../errors.js';

/** The blog plugin's components docgen renders its own of, whatever a wrapper names (the list and
 * post components it renders as named). */
const COMPONENTS: Readonly<Record<string, string>> = {
  blogTagsListComponent: '@theme/BlogTagsListPage',
  blogTagsPostsComponent: '@theme/BlogTagsPostsPage',
  blogArchiveComponent: '@theme/BlogArchivePage',
  blogAuthorsListComponent: '@theme/Blog/Pages/BlogAuthorsListPage',
  blogAuthorsPostsComponent: '@theme/Blog/Pages/BlogAuthorsPostsPage',
};
const MARKDOWN_PLUGINS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

export interface PluginBlog {
  readonly plugin: string;
  readonly where: string;
  readonly options: Readonly<Record<string, unknown>>;
}

/** Each plugin's blog as the build reads it, and what of its options docgen does not follow. */
export function pluginBlogInstances({ config, blogs }: { config: Pick<SiteConfig, 'siteDir' | 'blogs'>; blogs: readonly PluginBlog[] }): {
  instances: BlogInstance[];
  left: string[];
} {
  const abs = (path: string) => (isAbsolute(path) ? path : resolve(config.siteDir, path));
  const taken = new Set(config.blogs.map((blog) => blog.id));
  const instances: BlogInstance[] = [];
  const left: string[] = [];
  for (const { plugin, where, options } of blogs) {
    const { blog } = blogOptionsOf(options);
    const fail = (reason: string) => new DocgenError([problems.pluginFailed({ plugin, where, hook: 'the blog it makes', reason })]);
    const parsed = blogPlugin.safeParse(blog);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw fail(`its option ${formatKeyPath(issue?.path ?? [])} is invalid (${issue?.message ?? 'unknown'})`);
    }
    if (taken.has(parsed.data.id)) throw fail(`another blog has the id ${JSON.stringify(parsed.data.id)}. Give each blog its own id`);
    taken.add(parsed.data.id);
    instances.push(blogInstanceOf({ blog: parsed.data, abs }));
    const unfollowed = [
      ...Object.entries(COMPONENTS)
        .filter(([key, component]) => typeof options[key] === 'string' && options[key] !== component)
        .map(([key]) => `${key} ${String(options[key])}`),
      ...MARKDOWN_PLUGINS.filter((key) => Array.isArray(options[key]) && (options[key] as unknown[]).length > 0),
    ];
    if (unfollowed.length > 0) left.push(`plugin ${plugin} blog (${unfollowed.join(', ')})`);
  }
  return { instances, left };
}
