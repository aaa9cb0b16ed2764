// A site's plugin that wraps the blog plugin (a changelog: it calls @docusaurus/plugin-content-blog
// with options of its own, spreads the instance and overrides a hook or two) is read as a blog that
// docgen builds. While the host creates the site's plugins, the site's blog plugin function is
// replaced in Node's module cache (for require() and import alike) by one that records the options
// it is called with and hands back the instance without the hooks docgen does itself: its routes,
// feeds, head tags, bundler config and translations. loadContent stays the plugin's, so a wrapper
// that writes the posts first, or reads what the blog loaded, still does.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DONE_BY_DOCGEN as RULE_DONE_BY_DOCGEN } from './webpack-config.js';

const WRAPPED = Symbol.for('docgen.wrappedBlogPlugin');

type PluginFunction = ((context: unknown, options: Record<string, unknown>) => Promise<unknown>) & { [WRAPPED]?: true };

/** Called with the options of each blog the plugins being created make. */
let recording: ((options: Record<string, unknown>) => void) | undefined;

/** The blog's hooks docgen does itself, as no-ops a wrapper may still call. */
const HOOKS_DONE_BY_DOCGEN = {
  contentLoaded: async () => undefined,
  allContentLoaded: async () => undefined,
  postBuild: async () => undefined,
  injectHtmlTags: () => ({}),
  // The blog's MDX rule, which wrappers reach into (`config.module.rules[0].use[0].options`).
  configureWebpack: () => ({
    module: { rules: [{ test: /\.mdx?$/i, include: [], use: [{ loader: '@docusaurus/mdx-loader', options: {} }], [RULE_DONE_BY_DOCGEN]: true }] },
  }),
  getTranslationFiles: async () => [],
  translateContent: ({ content }: { content: unknown }) => content,
};

/** Wraps the site's blog plugin function once, in its exports (nothing when the site has none).
 * Before the site's plugins are loaded: they may keep the function from their first line. */
export function patchSiteBlogPlugin(siteDir: string): void {
  let exports: { default?: PluginFunction };
  try {
    exports = createRequire(join(siteDir, 'package.json'))('@docusaurus/plugin-content-blog') as { default?: PluginFunction };
  } catch {
    return;
  }
  const original = exports.default;
  if (typeof original !== 'function' || original[WRAPPED]) return;
  const wrapped: PluginFunction = async function pluginContentBlog(context, options) {
    if (!recording) return original(context, options);
    recording(options);
    // docgen reports a post's missing truncate marker, unknown tags and authors itself: once.
    const instance = await original(context, { ...options, onUntruncatedBlogPosts: 'ignore', onInlineTags: 'ignore', onInlineAuthors: 'ignore' });
    return typeof instance === 'object' && instance !== null ? { ...instance, ...HOOKS_DONE_BY_DOCGEN } : instance;
  };
  wrapped[WRAPPED] = true;
  exports.default = wrapped;
}

/** Runs `create` (which creates one of the site's plugins) and returns the options of every blog
 * it made through the blog plugin, with what it returned. */
export async function recordingBlogs<T>({ create }: { create: () => Promise<T> }): Promise<{ created: T; blogs: Record<string, unknown>[] }> {
  const blogs: Record<string, unknown>[] = [];
  const outer = recording;
  recording = (options) => blogs.push(options);
  try {
    return { created: await create(), blogs };
  } finally {
    recording = outer;
  }
}
