// The compiled pages of both formats in one map per locale, once the bundle has given each MDX
// module page its chunk: what the stages after the bundle (blog lists, links, render, llms.txt,
// feeds) read as the site's pages.
import type { RouteTable } from '../../routes/route-table.js';
import type { Incremental } from '../reuse/reuse.js';
import type { CompiledMdxPage, CompiledPage } from './compile-types.js';

/**
 * Each MDX page joined with its chunk, kept while both stay the same: the stages after the compile
 * (the link check, the route manifest, render) tell a page that did not change by its object, and
 * serve --watch would otherwise hand them every MDX page of the site as new on each save.
 */
const joinedPages = new WeakMap<CompiledMdxPage, CompiledPage>();

/**
 * Each locale's compiled pages of both formats in one map, MDX pages pointing at their bundled
 * chunk; and the pages compiled by this build (the others came from the memo).
 */
export function joinFormats({
  tables,
  markdown,
  mdx,
  bundled,
}: {
  tables: readonly RouteTable[];
  markdown: ReadonlyMap<string, Incremental<CompiledPage>>;
  mdx: ReadonlyMap<string, Incremental<CompiledMdxPage>>;
  bundled: { readonly mdx: ReadonlyMap<string, { readonly script: string }> };
}): { compiled: Map<string, Map<string, CompiledPage>>; fresh: CompiledPage[] } {
  const compiled = new Map<string, Map<string, CompiledPage>>();
  const fresh: CompiledPage[] = [];
  for (const table of tables) {
    const code = table.locale.code;
    const pages = markdown.get(code)?.pages ?? new Map<string, CompiledPage>();
    for (const path of markdown.get(code)?.fresh ?? []) {
      const page = pages.get(path);
      if (page) fresh.push(page);
    }
    const mdxPages = mdx.get(code);
    for (const [path, mdxPage] of mdxPages?.pages ?? []) {
      // A page compiled to a content tree has its own data chunk; a module page's is its bundled chunk.
      const chunk = mdxPage.module ? (bundled.mdx.get(mdxPage.module.key)?.script ?? '') : (mdxPage.chunk ?? '');
      let joined = joinedPages.get(mdxPage);
      if (joined?.chunk !== chunk) {
        const { module: _module, ...page } = mdxPage;
        joined = { ...page, chunk };
        joinedPages.set(mdxPage, joined);
      }
      pages.set(path, joined);
      if (mdxPages?.fresh.has(path)) fresh.push(joined);
    }
    compiled.set(code, pages);
  }
  return { compiled, fresh };
}
