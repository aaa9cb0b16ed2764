// A blog's pages made after its posts compile: the lists, tag, author and archive pages (data
// chunks, as compiled pages are). Their feeds are blog-feeds.ts's.
import type { BlogPost } from '../../content/blog.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { CompiledPage } from '../compile/compile-types.js';
import { writeDataChunk } from '../output/data-chunk.js';
import type { Output } from '../output/output.js';
import { blogPageData } from '../site/blog-data.js';
import type { Pass } from '../site/pass.js';

/** Each generated blog page of a table, its data chunk written and its compiled entry added. */
export function addBlogPages({
  table,
  pages,
  strings,
  output,
}: {
  table: RouteTable;
  pages: Map<string, CompiledPage>;
  strings: Readonly<Record<string, string>>;
  output: Output;
}): void {
  const excerptOf = (post: BlogPost) => pages.get(post.routePath)?.excerpt ?? '';
  const descriptionOf = (post: BlogPost) => pages.get(post.routePath)?.page.description;
  for (const route of table.routes) {
    const data = route.blogId === undefined ? undefined : table.blogs.get(route.blogId);
    if (!route.blogPage || !data) continue;
    const pageData = blogPageData({ spec: route.blogPage, path: route.path, data, table, strings, excerptOf, descriptionOf });
    const { url, file } = writeDataChunk({ data: pageData, prefix: 'p', ...output.data, write: output.write });
    const { html: _html, ...page } = pageData;
    // The list links every post it shows; the link check holds them to it.
    const links = (pageData.blog?.posts ?? []).map((post) => ({ href: post.permalink }));
    pages.set(route.path, { chunk: url, chunkFile: file, page, anchors: [], classNames: [], links, assets: [], displayPath: route.path, warnings: [] });
  }
}

/** Every locale's generated blog pages (addBlogPages), added to its compiled pages. */
export function addSiteBlogPages({
  pass,
  compiled,
}: {
  pass: Pick<Pass, 'tables' | 'site' | 'output'>;
  compiled: ReadonlyMap<string, Map<string, CompiledPage>>;
}): void {
  for (const table of pass.tables) {
    const pages = compiled.get(table.locale.code);
    if (pages && table.blogs.size > 0) addBlogPages({ table, pages, strings: pass.site.strings[table.locale.code] ?? {}, output: pass.output });
  }
}
