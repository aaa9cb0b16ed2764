// Reads every docs tree, the pages folder and the blogs, per locale: files, front matter, ids, titles, URLs.
// Translations come from i18n/<locale>/<plugin dir>/current/ and fall back to the default file.
import { join, relative, sep } from 'node:path';
import type { DocsInstance, SiteConfig } from '../config/resolve-config.js';
import { DocgenError, type Problem } from '../errors.js';
import { docIdFromPath, docRoutePath, docSlug, pageRoutePath } from './slugs.js';
import { loadBlog, type BlogData } from './blog.js';
import { docTagsReader } from './doc-tags.js';
import type { ContentTag } from './tags.js';
import { formatSettingOf, listFiles, readMarkdown, readMessages, type MarkdownSource, type SourceCache } from './read-source.js';

export { listFiles, readMarkdown, rereadSource, type MarkdownSource } from './read-source.js';

export interface DocFile extends MarkdownSource {
  readonly pluginId: string;
  /** Docs instance (plugin and version) key. */
  readonly instance: string;
  readonly version: string;
  readonly id: string;
  /** Path relative to the docs folder, posix. */
  readonly relPath: string;
  /** Route path without locale prefix, e.g. `/docs/intro`. */
  readonly routePath: string;
  /** Its `tags` front matter, each with its page's route path. */
  readonly tags: readonly ContentTag[];
}

export type PageFile =
  | {
      readonly kind: 'component';
      readonly file: string;
      readonly displayPath: string;
      readonly routePath: string;
      /** A route a plugin added (addRoute). */
      readonly fromPlugin?: true;
    }
  | (MarkdownSource & { readonly kind: 'markdown'; readonly routePath: string });

export interface LocaleContent {
  readonly locale: string;
  /** Docs instance key -> docs, sorted by relPath. */
  readonly docs: ReadonlyMap<string, readonly DocFile[]>;
  /** Docs instance key -> translated labels from i18n/<locale>/<plugin dir>/<version>.json (key -> message). */
  readonly labels: ReadonlyMap<string, Readonly<Record<string, string>>>;
  readonly pages: readonly PageFile[];
  /** Each blog instance's posts and authors, in config order. */
  readonly blogs: readonly BlogData[];
}

async function loadDocs({
  plugin,
  locale,
  config,
  includeDrafts,
  found,
  sources,
}: {
  plugin: DocsInstance;
  locale: string;
  config: SiteConfig;
  includeDrafts: boolean;
  found: Problem[];
  sources?: SourceCache;
}): Promise<DocFile[]> {
  const files = await listFiles({ dir: plugin.path, extensions: /\.mdx?$/i });
  const translationDir = locale === config.defaultLocale ? plugin.path : join(config.i18nDir, locale, plugin.dirName, plugin.version.translationFolder);
  const tagsOf = docTagsReader({ plugin, locale, config, found });
  const docs = await Promise.all(
    files.map(async (relPath): Promise<DocFile | null> => {
      const source = await readMarkdown({
        file: join(translationDir, relPath),
        fallbackFile: join(plugin.path, relPath),
        siteDir: config.siteDir,
        formatSetting: formatSettingOf(config),
        preprocess: config.markdownPreprocessor,
        found,
        sources,
      });
      if (!source || (source.frontMatter.draft && !includeDrafts)) return null;
      const parseNumberPrefixes = source.frontMatter.parse_number_prefixes ?? true;
      const id = docIdFromPath({ relPath, frontMatterId: source.frontMatter.id, parseNumberPrefixes });
      const pathId = docIdFromPath({ relPath, parseNumberPrefixes });
      const routePath = docRoutePath({ routeBasePath: plugin.routeBasePath, slug: docSlug({ id, pathId, slug: source.frontMatter.slug }) });
      return { ...source, pluginId: plugin.id, instance: plugin.key, version: plugin.version.name, id, relPath, routePath, tags: tagsOf(source) };
    }),
  );
  return docs.filter((doc): doc is DocFile => doc !== null);
}

async function loadPages({
  config,
  locale,
  includeDrafts,
  found,
  sources,
}: {
  config: SiteConfig;
  locale: string;
  includeDrafts: boolean;
  found: Problem[];
  sources?: SourceCache;
}): Promise<PageFile[]> {
  const dir = config.pagesDir;
  if (!dir) return [];
  // Docusaurus's pages: JS, TS and Markdown (listFiles leaves out partials and tests), not type files.
  const files = (await listFiles({ dir, extensions: /\.(?:[jt]sx?|mdx?)$/i })).filter((relPath) => !EXCLUDED_PAGE.test(relPath));
  const translationDir = join(config.i18nDir, locale, 'docusaurus-plugin-content-pages');
  const pages = await Promise.all(
    files.map(async (relPath): Promise<PageFile | null> => {
      const routePath = pageRoutePath(relPath);
      if (!/\.mdx?$/i.test(relPath)) {
        const file = join(dir, relPath);
        return { kind: 'component', file, displayPath: relative(config.siteDir, file).split(sep).join('/'), routePath };
      }
      const source = await readMarkdown({
        file: locale === config.defaultLocale ? join(dir, relPath) : join(translationDir, relPath),
        fallbackFile: join(dir, relPath),
        siteDir: config.siteDir,
        formatSetting: formatSettingOf(config),
        preprocess: config.markdownPreprocessor,
        found,
        sources,
      });
      return source && (!source.frontMatter.draft || includeDrafts) ? { ...source, kind: 'markdown', routePath } : null;
    }),
  );
  return pages.filter((page): page is PageFile => page !== null);
}

const EXCLUDED_PAGE = /\.d\.ts$/;

/** Loads all content of one locale; every front matter problem in the site is reported together. */
export async function loadContent({
  config,
  locale,
  includeDrafts = false,
  sources,
}: {
  config: SiteConfig;
  locale: string;
  includeDrafts?: boolean;
  /** Files parsed by an earlier build and unchanged since; filled with the ones parsed now. */
  sources?: SourceCache;
}): Promise<LocaleContent> {
  const found: Problem[] = [];
  const docs = new Map<string, DocFile[]>();
  const labels = new Map<string, Record<string, string>>();
  for (const instance of config.docInstances) {
    docs.set(instance.key, await loadDocs({ plugin: instance, locale, config, includeDrafts, found, sources }));
    if (locale !== config.defaultLocale) {
      labels.set(
        instance.key,
        readMessages({ file: join(config.i18nDir, locale, instance.dirName, `${instance.version.translationFolder}.json`), siteDir: config.siteDir, found }),
      );
    }
  }
  const pages = await loadPages({ config, locale, includeDrafts, found, sources });
  const blogs: BlogData[] = [];
  for (const blog of config.blogs) {
    try {
      blogs.push(await loadBlog({ blog, locale, config, includeDrafts, sources }));
    } catch (error) {
      if (!(error instanceof DocgenError)) throw error;
      found.push(...error.problems);
    }
  }
  if (found.length > 0) throw new DocgenError(found);
  return { locale, docs, labels, pages, blogs };
}
