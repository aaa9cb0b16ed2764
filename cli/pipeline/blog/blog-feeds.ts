// The RSS, Atom and JSON feeds of each blog in each locale, beside its list page, written again
// only when a post or an option they are made of changed.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Feed } from 'feed';
import type { MarkdownPageData } from '../../../runtime/shared/types.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import { inputKey } from '../../hash.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { CompiledPage } from '../compile/compile-types.js';
import { parseDataChunk } from '../output/data-chunk.js';
import type { Output } from '../output/output.js';
import type { Pass } from '../site/pass.js';

const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** Each blog's feeds in one locale, beside its list page; returns the key of what they were
 * written from, for the build's memo. */
export async function writeBlogFeeds({
  config,
  table,
  pages,
  output,
  stored,
}: {
  config: SiteConfig;
  table: RouteTable;
  pages: ReadonlyMap<string, CompiledPage>;
  output: Output;
  /** The key of the feeds an earlier build wrote: kept when nothing they are made of changed. */
  stored?: string | undefined;
}): Promise<{ key?: string }> {
  // Beside the blog's list page: in the locale's folder (the output has no base URL in its paths).
  const feedDir = (routeBasePath: string) => join(output.localeDir(table.locale.prefix), routeBasePath);
  const files = [...table.blogs.values()].flatMap(({ blog }) => blog.feeds.map((type) => join(feedDir(blog.routeBasePath), FEED_FILES[type])));
  // A post's chunk is named by its content: the key changes when any post or option does.
  const key = inputKey(
    [config.url, config.title, config.baseUrl, config.favicon ?? null],
    [...table.blogs.values()].map(({ blog, posts }) => [
      blog,
      posts.map((post) => [
        post.routePath,
        post.date,
        post.title,
        post.authors,
        post.tags,
        post.unlisted,
        pages.get(post.routePath)?.chunk ?? null,
        pages.get(post.routePath)?.excerpt ?? null,
      ]),
    ]),
  );
  if (files.length === 0) return {};
  if (stored === key) {
    output.add(files);
    return { key };
  }
  for (const data of table.blogs.values()) {
    const { blog } = data;
    if (blog.feeds.length === 0) continue;
    const { listed } = data;
    const posts = blog.feedOptions.limit ? listed.slice(0, blog.feedOptions.limit) : listed;
    const blogPath = table.href(`/${blog.routeBasePath}`).replace(/\/$/, '');
    const blogUrl = `${config.url}${blogPath}`;
    const feed = new Feed({
      id: blogUrl,
      title: blog.feedOptions.title ?? config.title,
      description: blog.feedOptions.description ?? `${config.title} Blog`,
      link: blogUrl,
      language: blog.feedOptions.language ?? table.locale.htmlLang,
      ...(posts[0] ? { updated: new Date(posts[0].date) } : {}),
      ...(blog.feedOptions.copyright !== undefined ? { copyright: blog.feedOptions.copyright } : {}),
      ...(config.favicon ? { favicon: `${config.url}${config.baseUrl}${config.favicon.replace(/^\//, '')}` } : {}),
      generator: 'docgen',
    });
    for (const post of posts) {
      const compiled = pages.get(post.routePath);
      const url = `${config.url}${table.href(post.routePath)}`;
      const authors = post.authors.flatMap((author) =>
        author.name ? [{ name: author.name, ...(author.url ? { link: author.url } : {}), ...(author.email ? { email: author.email } : {}) }] : [],
      );
      feed.addItem({
        title: post.title,
        id: url,
        link: url,
        date: new Date(post.date),
        description: compiled?.page.description ?? '',
        content: absoluteLinks(
          contentOf(compiled, output.pageFile({ prefix: table.locale.prefix, path: post.routePath, trailingSlash: config.trailingSlash })),
          config.url,
        ),
        ...(authors.length > 0 ? { author: authors } : {}),
        category: post.tags.map((tag) => ({ name: tag.label })),
      });
    }
    const dir = feedDir(blog.routeBasePath);
    await mkdir(dir, { recursive: true });
    const render = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
    for (const type of blog.feeds) output.write(join(dir, FEED_FILES[type]), render[type]());
  }
  return { key };
}

/** A post's HTML for feeds: a Markdown post's content from its chunk; an MDX post's (a module or a tree) from its page,
 * rendered by now (the theme's BlogPostItem/Content element, with Docusaurus's id, before the post's footer). */
function contentOf(compiled: CompiledPage | undefined, pageFile: string): string {
  if (!compiled) return '';
  if (compiled.chunkFile && !compiled.mdxKey && compiled.page.tree === undefined)
    return (parseDataChunk(readFileSync(compiled.chunkFile, 'utf8')) as MarkdownPageData).html;
  const html = existsSync(pageFile) ? readFileSync(pageFile, 'utf8') : '';
  const container = html.indexOf('id="__blog-post-container"');
  const start = container < 0 ? -1 : html.indexOf('>', container) + 1;
  const end = html.lastIndexOf(
    '</div>',
    Math.min(...['<footer class="docusaurus-mt-lg"', '</article>'].map((mark) => html.indexOf(mark, start)).filter((at) => at >= 0)),
  );
  return start > 0 && end > start ? html.slice(start, end) : (compiled.excerpt ?? '');
}

/** Root-relative hrefs and srcs made absolute: a feed is read away from the site. */
const absoluteLinks = (html: string, origin: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);

/** What the feeds read from the passes before: locale -> the key of what its feeds were written from. */
export interface FeedsMemo {
  readonly feeds: ReadonlyMap<string, string>;
}

/** What the feeds read from the passes before: locale -> the key of what its feeds were written from. */
export interface FeedsMemo {
  readonly feeds: ReadonlyMap<string, string>;
}

/** Every locale's feeds (writeBlogFeeds); resolves with each locale's feed key for the memo (none
 * for a locale without feeds). */
export async function writeSiteFeeds({
  pass,
  compiled,
  stored,
}: {
  pass: Pick<Pass, 'config' | 'tables' | 'output'>;
  compiled: ReadonlyMap<string, ReadonlyMap<string, CompiledPage>>;
  /** The keys of the feeds earlier passes wrote (only read). */
  stored?: FeedsMemo;
}): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const table of pass.tables) {
    const code = table.locale.code;
    const written = await writeBlogFeeds({
      config: pass.config,
      table,
      pages: compiled.get(code) ?? new Map(),
      output: pass.output,
      stored: stored?.feeds.get(code),
    });
    if (written.key !== undefined) keys.set(code, written.key);
  }
  return keys;
}
