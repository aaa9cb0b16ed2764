// The Markdown parser alone, as the build runs it: each source the build compiles, read by the
// build's own parser setup with the syntax the build reads that file with (remark-parse; GFM
// without the constructs a body cannot contain; directives and Docusaurus's legacy admonition
// titles; for MDX, MDX syntax and Docusaurus's MDX 1 syntax; the site's remark plugins), and
// nothing after: no tree transform, no HTML. `npm run bench` times it as the floor a cold build is
// judged against (bin/bench/floor.js), compiled as a dist entry of its own (bin/compile.js).
import { dirname } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { blogPluginScope, hasSitePlugins, markdownPluginsOf } from '../config/site-plugins.js';
import { markdownFile, markdownPlugins, processorPerGfmSet, remarkProcessor, type MarkdownPluginOptions } from './markdown.js';
import { mdxFile, mdxReading, type MarkdownFormat } from './mdx.js';

/** One source as the build compiles it: its body after the front matter, in the format the build chose. */
export interface ParseSource {
  readonly file: string;
  readonly body: string;
  /** Lines the front matter took. */
  readonly lineOffset: number;
  readonly format: MarkdownFormat;
  /** The content plugin whose remark plugins read the file (a docs instance id, `pages`, `blog:<id>`). */
  readonly scope: string;
  /** The site's config file, when it gives remark plugins: a thread loads it to have them, as a build worker does. */
  readonly configFile?: string;
}

/**
 * Every Markdown and MDX source a build of the site compiles, once each, with its body as the
 * build reads it: docs of every version and locale (translations, and the files they fall back
 * to), Markdown pages and blog posts; drafts left out. Read with the build's own loaders, so the
 * list follows the build. Not listed: MDX partials (compiled when a page imports one) and the
 * excerpts of MDX posts (compiled again as Markdown for the lists).
 */
export async function listParseSources({ siteDir, configFile }: { siteDir: string; configFile?: string }): Promise<ParseSource[]> {
  // Imported here, not at the top: a parsing thread loads the parser and nothing else.
  const [{ loadConfig }, { loadContent }] = await Promise.all([import('../config/load-config.js'), import('./load-content.js')]);
  const config = await loadConfig({ siteDir, ...(configFile ? { configFile } : {}) });
  const plugins = config.markdownPlugins ? { configFile: config.configFile } : {};
  const byFile = new Map<string, ParseSource>();
  const add = (source: { file: string; body: string; lineOffset: number; format: MarkdownFormat }, scope: string) => {
    if (!byFile.has(source.file)) {
      byFile.set(source.file, { file: source.file, body: source.body, lineOffset: source.lineOffset, format: source.format, scope, ...plugins });
    }
  };
  for (const locale of config.locales) {
    const content = await loadContent({ config, locale: locale.code });
    for (const docs of content.docs.values()) for (const doc of docs) add(doc, doc.pluginId);
    for (const page of content.pages) if (page.kind === 'markdown') add(page, 'pages');
    for (const blog of content.blogs) for (const post of blog.posts) add(post, blogPluginScope(post.blogId));
  }
  return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

type Parse = (source: ParseSource) => Root;

/** This thread's parsers, by format and plugin scope, as the build keeps its compilers. */
const parsers = new Map<string, Parse>();

/** Link options the parser never reads (they are the HTML side's), which the plugin options require. */
const NO_LINKS: MarkdownPluginOptions['links'] = { hrefOfFile: () => undefined };

function createParser({ format, scope, configFile }: ParseSource): Parse {
  // Of the compile's plugin options, the site's remark plugins are the ones that can add syntax (compile-page.ts, pluginOptions).
  const site = configFile ? markdownPluginsOf({ configFile, scope }) : undefined;
  const options: MarkdownPluginOptions = {
    links: NO_LINKS,
    ...(site ? { beforeRemarkPlugins: site.beforeDefaultRemarkPlugins, remarkPlugins: site.remarkPlugins } : {}),
  };
  if (format === 'mdx') {
    // One processor for the thread; the build's compile makes one per page (@mdx-js/mdx's compile).
    const processor = createProcessor(mdxReading(markdownPlugins(options).remarkPlugins));
    return (source) => processor.parse(mdxFile(source));
  }
  const processorFor = processorPerGfmSet((gfmWithout) => remarkProcessor(markdownPlugins({ ...options, gfmWithout }).remarkPlugins).freeze());
  return (source) => processorFor(source.body).parse(markdownFile(source));
}

/** The tree the build's parser makes of one source, before any plugin transforms it. */
export async function parseOnly(source: ParseSource): Promise<Root> {
  const { configFile } = source;
  if (configFile && !hasSitePlugins(configFile)) {
    // The site's plugins are functions, which cannot cross to a thread: loading the config registers them here.
    const { loadConfig } = await import('../config/load-config.js');
    await loadConfig({ siteDir: dirname(configFile), configFile });
  }
  const key = `${source.format}:${source.scope}`;
  let parse = parsers.get(key);
  if (!parse) {
    parse = createParser(source);
    parsers.set(key, parse);
  }
  return parse(source);
}
