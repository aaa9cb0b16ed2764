// A locale's compile jobs: for each Markdown or MDX route, the plain data its page is compiled
// from (source, front matter, pagination, version banner, edit URL, last update, blog post facts),
// made in the main thread from the route table and sent to the compile.
import { join, relative, sep } from 'node:path';
import type { PaginationLink, VersionBannerData } from '../../../runtime/shared/types.js';
import type { BlogInstance, DocsInstance, SiteConfig } from '../../config/resolve-config.js';
import type { BlogPost } from '../../content/blog.js';
import { pageFrontMatter } from '../../content/frontmatter.js';
import type { LastCommit } from '../../content/git-history.js';
import type { DocFile } from '../../content/load-content.js';
import type { MarkdownFormat } from '../../content/mdx.js';
import { sourceOfRoute, type Route, type RouteTable } from '../../routes/route-table.js';
import type { NavigationEntry } from '../../routes/sidebars.js';
import { postPageData } from '../site/blog-data.js';
import type { CompileJob } from './compile-types.js';

/** Each sidebar's reading order -> each page's position in it, built once per order: indexOf per
 * doc made planning a 10,000-page site's jobs quadratic. */
const positions = new WeakMap<readonly NavigationEntry[], Map<NavigationEntry, number>>();
function positionIn(order: readonly NavigationEntry[], entry: NavigationEntry): number {
  let index = positions.get(order);
  if (!index) {
    index = new Map();
    // The first position of an entry, as indexOf gives.
    for (let at = order.length - 1; at >= 0; at--) index.set(order[at] as NavigationEntry, at);
    positions.set(order, index);
  }
  return index.get(entry) ?? -1;
}

/**
 * The previous and next pages of a doc or a generated category index (`page`) in its sidebar's
 * reading order (a category's index is read before its items), as Docusaurus's navigation. A
 * doc's pagination_prev and pagination_next name another doc, or (null) none.
 */
export function pagination({
  page,
  instance,
  table,
  sidebarId,
  frontMatter = {},
}: {
  page: NavigationEntry;
  instance: string;
  table: RouteTable;
  sidebarId?: string;
  frontMatter?: { pagination_prev?: string | null; pagination_next?: string | null };
}): { previous?: PaginationLink; next?: PaginationLink } {
  const docs = table.docs.get(instance);
  const order = sidebarId ? table.sidebars.get(instance)?.navigation.get(sidebarId) : undefined;
  const link = (entry: NavigationEntry | null | undefined): PaginationLink | undefined => {
    if (entry && typeof entry !== 'string') return { title: entry.label, permalink: table.href(entry.routePath) };
    const target = entry ? docs?.get(entry) : undefined;
    if (!target) return undefined;
    return { title: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title, permalink: table.href(target.routePath) };
  };
  const index = order ? positionIn(order, page) : -1;
  const { pagination_prev: prev, pagination_next: next } = frontMatter;
  return {
    ...(prev === null ? {} : withValue('previous', link(prev ?? (index > 0 ? order?.[index - 1] : undefined)))),
    ...(next === null ? {} : withValue('next', link(next ?? (index >= 0 ? order?.[index + 1] : undefined)))),
  };
}

/** The banner of a page of an unreleased or unmaintained docs version, pointing at the same doc
 * (`docId`) of the last version, else that version's main doc. */
export function versionBanner({
  instanceKey,
  docId,
  table,
  instances,
}: {
  instanceKey: string;
  docId?: string;
  table: RouteTable;
  instances: SiteConfig['docInstances'];
}): VersionBannerData | undefined {
  const instance = instances.find((candidate) => candidate.key === instanceKey);
  const last = instance && instances.find((candidate) => candidate.id === instance.id && candidate.version.isLast);
  if (!instance || !last || instance.version.banner === 'none') return undefined;
  const lastDocs = table.docs.get(last.key);
  const order = [...(table.sidebars.get(last.key)?.order.values() ?? [])].find((ids) => ids.length > 0);
  const target = (docId ? lastDocs?.get(docId) : undefined) ?? (order?.[0] ? lastDocs?.get(order[0]) : undefined) ?? [...(lastDocs?.values() ?? [])][0];
  return {
    kind: instance.version.banner,
    versionLabel: instance.version.label,
    latestLabel: last.version.label,
    ...(target ? { latestHref: table.href(target.routePath) } : {}),
  };
}

/** The same doc (`docId`) in each version of its plugin that has it, by version name; none for a
 * plugin with one version. */
export function versionAlternates({
  instanceKey,
  docId,
  table,
  instances,
}: {
  instanceKey: string;
  docId: string;
  table: RouteTable;
  instances: SiteConfig['docInstances'];
}): Record<string, string> | undefined {
  const instance = instances.find((candidate) => candidate.key === instanceKey);
  const versions = instance ? instances.filter((candidate) => candidate.id === instance.id) : [];
  if (versions.length < 2) return undefined;
  const alternates: Record<string, string> = {};
  for (const version of versions) {
    const doc = table.docs.get(version.key)?.get(docId);
    if (doc) alternates[version.version.name] = table.href(doc.routePath);
  }
  return alternates;
}

const withValue = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** A doc's "Edit this page" URL, as Docusaurus makes it: custom_edit_url, else the instance's
 * editUrl, pointing at the translation's file when the instance edits localized files. */
function editUrlOf({
  doc,
  instance,
  siteDir,
  i18nDir,
  permalink,
  locale,
}: {
  doc: DocFile;
  instance: DocsInstance;
  siteDir: string;
  i18nDir: string;
  permalink: string;
  locale: string;
}) {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl } = instance;
  if (editUrl === undefined) return undefined;
  const posix = (dir: string) => relative(siteDir, dir).split(sep).join('/');
  const versionDocsDirPath = posix(instance.version.docsDir);
  if (typeof editUrl === 'function')
    return editUrl({ version: instance.version.name, versionDocsDirPath, docPath: doc.relPath, permalink, locale }) || undefined;
  const localizedDir = join(i18nDir, locale, instance.dirName, instance.version.translationFolder);
  return joinedEditUrl({
    editUrl,
    siteDir,
    file: doc.file,
    relPath: doc.relPath,
    dir: instance.version.docsDir,
    localizedDir,
    localize: instance.editLocalizedFiles,
  });
}

/** A base-URL editUrl with the content folder (the translation's, when `localize` and the file is
 * one) and the file's path in it, as Docusaurus joins them. */
function joinedEditUrl({
  editUrl,
  siteDir,
  file,
  relPath,
  dir,
  localizedDir,
  localize,
}: {
  editUrl: string;
  siteDir: string;
  file: string;
  relPath: string;
  dir: string;
  localizedDir: string;
  localize: boolean;
}): string {
  const folder = localize && file.startsWith(localizedDir + sep) ? localizedDir : dir;
  return [editUrl.replace(/\/+$/, ''), relative(siteDir, folder).split(sep).join('/'), relPath].filter(Boolean).join('/');
}

/** A post's "Edit this page" URL: custom_edit_url, else the blog's editUrl and the post's path
 * in the blog folder (or in its translation's folder, with editLocalizedFiles). */
function postEditUrl({
  post,
  blog,
  siteDir,
  i18nDir,
  permalink,
  locale,
}: {
  post: BlogPost;
  blog: BlogInstance;
  siteDir: string;
  i18nDir: string;
  permalink: string;
  locale: string;
}) {
  const custom = post.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl } = blog;
  if (editUrl === undefined) return undefined;
  const posix = (dir: string) => relative(siteDir, dir).split(sep).join('/');
  if (typeof editUrl === 'function') return editUrl({ blogDirPath: posix(blog.path), blogPath: post.relPath, permalink, locale }) || undefined;
  const localizedDir = join(i18nDir, locale, blog.dirName);
  return joinedEditUrl({ editUrl, siteDir, file: post.file, relPath: post.relPath, dir: blog.path, localizedDir, localize: blog.editLocalizedFiles });
}

/** A post's last update as its blog shows it: its front matter's date and author (else its file's
 * last commit), each where the blog's showLastUpdateTime / showLastUpdateAuthor asks for it. */
function postLastUpdate({ value, blog }: { value: { date?: string | Date; author?: string } | undefined; blog: BlogInstance | undefined }) {
  if (!value || !blog) return undefined;
  const shown = {
    ...(blog.showLastUpdateTime && value.date !== undefined ? { date: value.date } : {}),
    ...(blog.showLastUpdateAuthor && value.author !== undefined ? { author: value.author } : {}),
  };
  return Object.keys(shown).length > 0 ? shown : undefined;
}

/** A doc's last update: its front matter's, else its file's last commit where the instance shows it. */
function lastUpdateOf({ doc, instance, history }: { doc: DocFile; instance: DocsInstance; history: ReadonlyMap<string, LastCommit> }) {
  if (doc.frontMatter.last_update) return doc.frontMatter.last_update;
  const commit = history.get(doc.file);
  if (!commit || !(instance.showLastUpdateTime || instance.showLastUpdateAuthor)) return undefined;
  return { ...(instance.showLastUpdateTime ? { date: commit.date } : {}), ...(instance.showLastUpdateAuthor ? { author: commit.author } : {}) };
}

/** Compile jobs of a locale's routes written in one format. */
export function compileJobs({
  table,
  format,
  locales,
  instances,
  siteDir,
  i18nDir,
  history = new Map(),
  routes = table.routes,
  strings = {},
}: {
  table: RouteTable;
  format: MarkdownFormat;
  locales: SiteConfig['locales'];
  instances: SiteConfig['docInstances'];
  siteDir: string;
  i18nDir: string;
  /** Last commit of each doc file, for instances that show it. */
  history?: ReadonlyMap<string, LastCommit>;
  /** The routes to make jobs of (default: all of the table's). */
  routes?: readonly Route[];
  /** UI strings of the table's locale (a blog post's sidebar title). */
  strings?: Readonly<Record<string, string>>;
}): CompileJob[] {
  const jobs: CompileJob[] = [];
  for (const route of routes) {
    const source = sourceOfRoute(route);
    if (!source || source.format !== format) continue;
    const doc = route.doc;
    const instance = doc ? instances.find((candidate) => candidate.key === doc.instance) : undefined;
    const post = route.post;
    const blogInstance = post ? table.blogs.get(post.blogId)?.blog : undefined;
    const last_update =
      doc && instance
        ? lastUpdateOf({ doc, instance, history })
        : post
          ? postLastUpdate({ value: source.frontMatter.last_update ?? history.get(source.file), blog: blogInstance })
          : source.frontMatter.last_update;
    const editUrl =
      doc && instance
        ? editUrlOf({ doc, instance, siteDir, i18nDir, permalink: route.href, locale: table.locale.code })
        : post && blogInstance
          ? postEditUrl({ post, blog: blogInstance, siteDir, i18nDir, permalink: route.href, locale: table.locale.code })
          : undefined;
    const banner = doc ? versionBanner({ instanceKey: doc.instance, docId: doc.id, table, instances }) : undefined;
    const alternates = doc ? versionAlternates({ instanceKey: doc.instance, docId: doc.id, table, instances }) : undefined;
    const contentLang = route.contentLocale === table.locale.code ? undefined : locales.find((locale) => locale.code === route.contentLocale)?.htmlLang;
    // Only other locales expect a translation; the default locale shows content as written.
    const untranslated = contentLang !== undefined && table.locale.code !== locales[0]?.code;
    const blog = route.post ? postPageData({ route, table, strings }) : undefined;
    jobs.push({
      ...(blog && route.post ? { blog, blogId: route.post.blogId, excerpt: route.post.excerpt } : {}),
      ...(contentLang ? { contentLang } : {}),
      ...(untranslated ? { untranslated: true as const } : {}),
      ...(banner ? { versionBanner: banner } : {}),
      ...(alternates ? { versionAlternates: alternates } : {}),
      ...(editUrl ? { editUrl } : {}),
      path: route.path,
      file: source.file,
      displayPath: source.displayPath,
      body: source.body,
      bodyHash: source.bodyHash,
      lineOffset: source.lineOffset,
      title: source.title,
      frontMatter: { ...pageFrontMatter(source.frontMatter), ...(last_update ? { last_update } : {}) },
      ...(doc
        ? {
            doc: {
              id: doc.id,
              pluginId: doc.pluginId,
              version: doc.version,
              ...withValue('sidebarId', route.sidebarId),
              ...pagination({ page: doc.id, instance: doc.instance, table, sidebarId: route.sidebarId, frontMatter: doc.frontMatter }),
              ...(doc.tags.length > 0 ? { tags: doc.tags.map((tag) => ({ ...tag, permalink: table.href(tag.permalink) })) } : {}),
              ...(instance?.itemComponent ? { frontMatter: source.frontMatter } : {}),
            },
          }
        : {}),
    });
  }
  return jobs;
}

/** Each table's source file -> href, made once per table (serve --watch keeps a table between saves). */
const hrefTables = new WeakMap<RouteTable, Readonly<Record<string, string>>>();
export function hrefByFile(table: RouteTable): Readonly<Record<string, string>> {
  let hrefs = hrefTables.get(table);
  if (!hrefs) {
    hrefs = Object.fromEntries([...table.byFile].map(([file, route]) => [file, route.href]));
    hrefTables.set(table, hrefs);
  }
  return hrefs;
}
