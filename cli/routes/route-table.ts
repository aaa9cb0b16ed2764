// The route table of one locale: every page with its exact path, kind and source, plus the
// resolved sidebars of each docs plugin. Two sources claiming one path is an error naming both.
import { join, relative } from 'node:path';
import type { LocaleInfo } from '../../runtime/shared/site-data.js';
import type { RouteKind } from '../../runtime/shared/types.js';
import type { SiteConfig } from '../config/resolve-config.js';
import type { DocFile, LocaleContent, PageFile } from '../content/load-content.js';
import { sourceOfRoute } from './route-source.js';
import type { BlogData, BlogPost } from '../content/blog.js';
import { blogRoutes, type BlogPageSpec } from './blog-routes.js';
import { docTagsPages, type DocTagsPage } from './doc-tags-routes.js';
import { DocgenError, problems, type Problem } from '../errors.js';
import { hrefForLocale, type HrefFor } from './i18n.js';
import { resolveSidebars, type IndexPage, type ResolvedSidebars, type SidebarsDefinition } from './sidebars.js';

export interface Route {
  /** Exact path without baseUrl and locale prefix: `/`, `/docs/intro`. */
  readonly path: string;
  readonly kind: RouteKind;
  /** Public href, with baseUrl and locale prefix. */
  readonly href: string;
  readonly doc?: DocFile;
  readonly page?: PageFile;
  /** Docs instance (plugin and version) of a doc or generated category index. */
  readonly instance?: string;
  /** Sidebar shown with a doc. */
  readonly sidebarId?: string;
  /** A generated category index page (kind 'doc', no source file). */
  readonly index?: IndexPage;
  /** A docs version's tags list, or one tag's docs (kind 'doc', no source file). */
  readonly docTags?: DocTagsPage;
  /** A blog post (its page is `page`), or a generated blog page listing posts; with the blog's id. */
  readonly post?: BlogPost;
  readonly blogPage?: BlogPageSpec;
  readonly blogId?: string;
  /** Left out of the sitemap (and, later, search). */
  readonly unlisted: boolean;
  /** Locale the content is written in (differs from the route's locale for untranslated pages). */
  readonly contentLocale: string;
}

export interface RouteTable {
  readonly locale: LocaleInfo;
  readonly routes: readonly Route[];
  readonly href: HrefFor;
  /** Docs instance key -> resolved sidebars. */
  readonly sidebars: ReadonlyMap<string, ResolvedSidebars>;
  /** Docs instance key -> doc id -> doc. */
  readonly docs: ReadonlyMap<string, ReadonlyMap<string, DocFile>>;
  /** Absolute source file -> route, for resolving relative Markdown links. */
  readonly byFile: ReadonlyMap<string, Route>;
  /** Blog id -> its posts and options in this locale. */
  readonly blogs: ReadonlyMap<string, BlogData>;
}

export const NOT_FOUND_PATH = '/404';

export { sourceOfRoute };

/** The routes showing these source files, in route order. */
export function routesOf({ table, files }: { table: RouteTable; files: Iterable<string> }): Route[] {
  const found = new Set<Route>();
  for (const file of files) {
    const route = table.byFile.get(file);
    if (route && sourceOfRoute(route)?.file === file) found.add(route);
  }
  return table.routes.filter((route) => found.has(route));
}

export function buildRouteTable({
  config,
  locale,
  content,
  sidebarDefinitions,
}: {
  config: SiteConfig;
  locale: LocaleInfo;
  content: LocaleContent;
  sidebarDefinitions: ReadonlyMap<string, SidebarsDefinition>;
}): RouteTable {
  const href = hrefForLocale({ config, locale });
  const found: Problem[] = [];
  const claimed = new Map<string, string>();
  const routes: Route[] = [];
  const byFile = new Map<string, Route>();
  const add = (route: Route, source: string) => {
    const previous = claimed.get(route.path);
    if (previous !== undefined) {
      found.push(problems.duplicateRoute({ path: route.path, first: previous, second: source }));
      return;
    }
    claimed.set(route.path, source);
    routes.push(route);
    const file = route.doc?.file ?? route.page?.file;
    if (file) byFile.set(file, route);
  };
  // A relative link is resolved from the file that holds it, translation or original, so both
  // locations of a doc lead to its route.
  const alsoFrom = (route: Route, files: readonly string[]) => {
    for (const file of files) if (!byFile.has(file)) byFile.set(file, route);
  };

  const sidebars = new Map<string, ResolvedSidebars>();
  const docs = new Map<string, Map<string, DocFile>>();
  for (const plugin of config.docInstances) {
    const pluginDocs = content.docs.get(plugin.key) ?? [];
    docs.set(plugin.key, new Map(pluginDocs.map((doc) => [doc.id, doc])));
    const resolved = resolveSidebars({
      plugin,
      definition: sidebarDefinitions.get(plugin.key) ?? {},
      docs: pluginDocs,
      href,
      where: plugin.sidebarPath ? relative(config.siteDir, plugin.sidebarPath) : relative(config.siteDir, plugin.path),
      labels: content.labels.get(plugin.key),
    });
    sidebars.set(plugin.key, resolved);
    for (const doc of pluginDocs) {
      const displayed = doc.frontMatter.displayed_sidebar;
      const sidebarId = displayed === null ? undefined : (displayed ?? resolved.docSidebar.get(doc.id));
      const contentLocale = doc.fromTranslation ? locale.code : plugin.contentLocale;
      const route: Route = {
        path: doc.routePath,
        kind: 'doc',
        href: href(doc.routePath),
        doc,
        instance: plugin.key,
        sidebarId,
        unlisted: Boolean(doc.frontMatter.unlisted),
        contentLocale,
      };
      add(route, doc.displayPath);
      alsoFrom(route, [join(plugin.path, doc.relPath), join(config.i18nDir, locale.code, plugin.dirName, plugin.version.translationFolder, doc.relPath)]);
    }
    for (const index of resolved.indexPages) {
      add(
        {
          path: index.routePath,
          kind: 'doc',
          href: href(index.routePath),
          instance: plugin.key,
          sidebarId: index.sidebarId,
          index,
          unlisted: false,
          contentLocale: locale.code,
        },
        `${relative(config.siteDir, plugin.sidebarPath || plugin.path)} (category "${index.title}")`,
      );
    }
    const tagsPath = `/${[plugin.routeBasePath, plugin.tagsBasePath].filter(Boolean).join('/')}`;
    for (const page of docTagsPages({ docs: pluginDocs, tagsPath })) {
      add(
        {
          path: page.path,
          kind: 'doc',
          href: href(page.path),
          instance: plugin.key,
          docTags: page,
          unlisted: page.tag?.unlisted ?? false,
          contentLocale: locale.code,
        },
        `${relative(config.siteDir, plugin.path)} (${page.tag ? `tag "${page.tag.label}"` : 'tags list'})`,
      );
    }
  }
  for (const page of content.pages) {
    const unlisted = page.kind === 'markdown' && Boolean(page.frontMatter.unlisted);
    // React pages translate themselves (they read the locale); Markdown pages are written in the default locale.
    const contentLocale = page.kind === 'component' || page.fromTranslation ? locale.code : config.defaultLocale;
    add({ path: page.routePath, kind: page.kind, href: href(page.routePath), page, unlisted, contentLocale }, page.displayPath);
  }
  // Routes the site's plugins added (addRoute): React pages of the locale, made from modules the
  // plugin host wrote.
  for (const route of config.plugins?.byLocale[locale.code]?.routes ?? []) {
    const page: PageFile = { kind: 'component', file: route.file, displayPath: route.source, routePath: route.path, fromPlugin: true };
    add({ path: route.path, kind: 'component', href: href(route.path), page, unlisted: false, contentLocale: locale.code }, route.source);
  }
  for (const data of content.blogs) {
    const plan = blogRoutes({ data });
    for (const post of plan.posts) {
      const contentLocale = post.fromTranslation ? locale.code : config.defaultLocale;
      const route: Route = {
        path: post.routePath,
        kind: 'markdown',
        href: href(post.routePath),
        page: { ...post, kind: 'markdown' },
        post,
        blogId: data.blog.id,
        unlisted: post.unlisted,
        contentLocale,
      };
      add(route, post.displayPath);
      // Links to the original file lead to the post from its translation too.
      alsoFrom(route, [join(data.blog.path, post.relPath), join(config.i18nDir, locale.code, data.blog.dirName, post.relPath)]);
    }
    for (const [path, blogPage] of plan.pages) {
      add(
        { path, kind: 'markdown', href: href(path), blogPage, blogId: data.blog.id, unlisted: false, contentLocale: locale.code },
        `${relative(config.siteDir, data.blog.path)} (blog ${blogPage.view} page)`,
      );
    }
  }
  routes.push({ path: NOT_FOUND_PATH, kind: 'not-found', href: href(NOT_FOUND_PATH), unlisted: true, contentLocale: locale.code });
  if (found.length > 0) throw new DocgenError(found);
  routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { locale, routes, href, sidebars, docs, byFile, blogs: new Map(content.blogs.map((data) => [data.blog.id, data])) };
}
