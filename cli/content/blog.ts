// Reads a blog plugin instance's posts for one locale: dates and slugs from file names, authors
// from the authors file, tags from the tags file, reading time and the excerpt before the
// truncate marker. A translated post (i18n/<locale>/<plugin dir>/) replaces its original file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import picomatch from 'picomatch';
import type { BlogCheck, BlogInstance, SiteConfig } from '../config/resolve-config.js';
import { logger } from '../logger.js';
import { DocgenError, problems, type Problem } from '../errors.js';
import { firstHeading, lineOfKey } from './frontmatter.js';
import { joinRoutePath } from './slugs.js';
import { contentHash } from '../hash.js';
import { isObject, readKeyedFile, text, type Raw } from './keyed-file.js';
import { formatSettingOf, listFiles, readMarkdown, readMessages, type MarkdownSource, type SourceCache } from './read-source.js';
import { kebabCase, resolveTags, type ContentTag } from './tags.js';

export interface BlogAuthor {
  /** Key in the authors file; inline authors have none. */
  readonly key?: string;
  readonly name?: string;
  readonly title?: string;
  readonly url?: string;
  readonly imageURL?: string;
  readonly email?: string;
  /** Shown on the author's page. */
  readonly description?: string;
  /** Platform -> URL: a handle is made the platform's profile link, as Docusaurus makes it. */
  readonly socials?: Readonly<Record<string, string>>;
  /** Route path of the author's page, for authors the file gives one (`page: true`). */
  readonly page?: string;
}

export type BlogTag = ContentTag;

export interface BlogPost extends MarkdownSource {
  readonly blogId: string;
  /** Path relative to the blog folder, posix. */
  readonly relPath: string;
  readonly routePath: string;
  /** ISO date and time (UTC). */
  readonly date: string;
  readonly authors: readonly BlogAuthor[];
  readonly tags: readonly BlogTag[];
  /** Minutes, unrounded; undefined when the instance hides reading times. */
  readonly readingTime?: number;
  /** The body before the truncate marker; the whole body when it has none. */
  readonly excerpt: string;
  readonly truncated: boolean;
  readonly unlisted: boolean;
}

/** Docusaurus's default truncate marker, in Markdown and in MDX. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** `2021-08-26-welcome.md`, `2021-08-26-welcome/index.md`, `notes/2021/08/26/welcome.md`; the
 * date is the last one in the path (the folder before it is as long as it can be), as in Docusaurus. */
const DATE_IN_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/i;
const WORDS_PER_MINUTE = 200;

/** Reading time in minutes at 200 words a minute; each CJK character counts as a word. */
export function readingTime(body: string): number {
  const text = body.replace(/^\s*(?:import|export)\s.*$/gm, '');
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/g)?.length ?? 0;
  const words = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return (words + cjk) / WORDS_PER_MINUTE;
}

/** Route path of a post: its slug front matter below the blog, or the date as folders followed by
 * the file's path without it (`news/2021-08-26-launch.md` is `2021/08/26/news/launch`, as Docusaurus has it). */
export function postRoutePath({ blog, relPath, slug }: { blog: Pick<BlogInstance, 'routeBasePath'>; relPath: string; slug?: string }): string {
  let path = slug?.replace(/^\/+/, '');
  if (path === undefined) {
    const dated = DATE_IN_PATH.exec(relPath)?.groups;
    path = dated
      ? `${(dated.date ?? '').replace(/-/g, '/')}/${dated.folder ?? ''}${dated.text ?? ''}`
      : relPath.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/i, '');
  }
  return joinRoutePath(blog.routeBasePath, path).replace(/\/+/g, '/');
}

/** The date a post's path names, as YYYY-MM-DD. */
function dateOfPath(relPath: string): string | undefined {
  const date = DATE_IN_PATH.exec(relPath)?.groups?.date;
  if (!date) return undefined;
  const [year, month, day] = date.split(/[-/]/);
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

/** Where a handle of each known platform leads (a value that is a URL already is kept). */
const SOCIAL_PROFILES: Readonly<Record<string, (handle: string) => string>> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
  email: (address) => `mailto:${address}`,
};

function socialsOf(raw: unknown): Record<string, string> | undefined {
  if (!isObject(raw)) return undefined;
  const entries = Object.entries(raw)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([platform, value]): [string, string] => {
      const handle = String(value);
      if (/^(https?:\/\/|mailto:)/.test(handle)) return [platform, handle];
      const profile = SOCIAL_PROFILES[platform.toLowerCase()];
      return profile ? [platform.toLowerCase(), profile(handle)] : [platform, handle];
    });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** An author as the theme shows it, from the authors file's or front matter's spelling. */
function authorOf(raw: Raw, key?: string): BlogAuthor {
  const fields = {
    key,
    name: text(raw.name),
    title: text(raw.title),
    url: text(raw.url),
    imageURL: text(raw.image_url) ?? text(raw.imageURL),
    email: text(raw.email),
    description: text(raw.description),
    socials: socialsOf(raw.socials),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as BlogAuthor;
}

export interface BlogData {
  readonly blog: BlogInstance;
  /** Title, description and sidebar title in this locale (options.json of its translations). */
  readonly title: string;
  readonly description: string;
  readonly sidebarTitle?: string;
  /** Newest first (or oldest first with sortPosts 'ascending'). */
  readonly posts: readonly BlogPost[];
  /** The posts lists, sidebar and feeds show: all but the unlisted ones, in the same order. */
  readonly listed: readonly BlogPost[];
  /** Authors of the file, with their page when it has one. */
  readonly authors: ReadonlyMap<string, BlogAuthor>;
}

/** Every post of one blog instance in one locale, sorted as the instance says. */
export async function loadBlog({
  blog,
  locale,
  config,
  includeDrafts,
  sources,
}: {
  blog: BlogInstance;
  locale: string;
  config: SiteConfig;
  includeDrafts: boolean;
  sources?: SourceCache;
}): Promise<BlogData> {
  const found: Problem[] = [];
  const display = (file: string) => relative(config.siteDir, file).split(sep).join('/');
  const authorsFile = [blog.authorsFile, blog.authorsFile.replace(/\.ya?ml$/, '.json')].find((file) => existsSync(file)) ?? blog.authorsFile;
  const authorsMap = readKeyedFile({ file: authorsFile, found, invalid: (reason) => problems.blogAuthorsInvalid({ file: display(authorsFile), reason }) });
  const tagsMap = blog.tagsFile
    ? readKeyedFile({ file: blog.tagsFile, found, invalid: (reason) => problems.blogTagsInvalid({ file: display(blog.tagsFile as string), reason }) })
    : {};
  const base = (segment: string) => joinRoutePath(blog.routeBasePath, segment);
  const authors = new Map<string, BlogAuthor>();
  for (const [key, raw] of Object.entries(authorsMap)) {
    // `page: true` serves the author's key in kebab case, as Docusaurus (`abhishekj720` at `abhishekj-720`).
    const page = raw.page === true ? kebabCase(key) : isObject(raw.page) ? text(raw.page.permalink)?.replace(/^\/+/, '') : undefined;
    authors.set(key, { ...authorOf(raw, key), ...(page ? { page: `${base(blog.authorsBasePath)}/${page}` } : {}) });
  }
  const included = picomatch([...blog.include]);
  const excluded = picomatch([...blog.exclude]);
  const files = (await listFiles({ dir: blog.path, extensions: /\.mdx?$/i })).filter((relPath) => included(relPath) && !excluded(relPath));
  // The checks speak once per file: in the default locale, and for translations.
  const check = ({ setting, file, line, message }: { setting: BlogCheck; file: MarkdownSource; line?: number; message: string }) => {
    if (setting === 'ignore' || (locale !== config.defaultLocale && !file.fromTranslation)) return;
    if (setting === 'throw') found.push(problems.blogPostChecked({ file: file.displayPath, line, message }));
    else logger[setting === 'warn' ? 'warn' : 'info'](`${file.displayPath}${line ? `:${line}` : ''}: ${message}`);
  };
  const translationDir = locale === config.defaultLocale ? blog.path : join(config.i18nDir, locale, blog.dirName);
  const posts: BlogPost[] = [];
  for (const relPath of files) {
    const source = await readMarkdown({
      file: join(translationDir, relPath),
      fallbackFile: join(blog.path, relPath),
      siteDir: config.siteDir,
      formatSetting: formatSettingOf(config),
      preprocess: config.markdownPreprocessor,
      found,
      sources,
    });
    if (!source || (source.frontMatter.draft && !includeDrafts)) continue;
    const fm = source.frontMatter as typeof source.frontMatter & Raw;
    const lineOf = (key: string) => lineOfKey(readFileSync(source.file, 'utf8'), key);
    const date = postDate({ value: fm.date, relPath, file: source.file });
    if (date === undefined) {
      found.push(problems.blogDateInvalid({ file: source.displayPath, line: lineOf('date'), value: String(fm.date) }));
      continue;
    }
    const postAuthors: BlogAuthor[] = [];
    for (const entry of [fm.authors ?? []].flat()) {
      if (typeof entry === 'string') {
        const author = authors.get(entry);
        if (author) postAuthors.push(author);
        else found.push(problems.blogAuthorUnknown({ file: source.displayPath, line: lineOf('authors'), key: entry, authorsFile: display(authorsFile) }));
      } else if (isObject(entry)) {
        const key = text(entry.key);
        postAuthors.push({ ...(key ? authors.get(key) : {}), ...authorOf(entry, key) });
        if (!key && authors.size > 0) {
          const message = `the author ${text(entry.name) ?? ''} is written inline: add it to ${display(authorsFile)} and name it by its key`;
          check({ setting: blog.checks.inlineAuthors, file: source, line: lineOf('authors'), message });
        }
      }
    }
    // The front matter Docusaurus 1 used, still read by Docusaurus 3.
    if (postAuthors.length === 0 && (text(fm.author) ?? text(fm.author_url))) {
      postAuthors.push(
        authorOf({ name: fm.author, title: fm.author_title, url: fm.author_url ?? fm.authorURL, image_url: fm.author_image_url ?? fm.authorImageURL }),
      );
    }
    const body = postBody(source, blog.truncateMarker);
    // A Markdown post's marker is the HTML comment by now (postBody).
    const [excerpt, rest] = splitAtMarker(body.body, source.format === 'md' ? TRUNCATE_MARKER : blog.truncateMarker);
    if (rest === undefined) {
      check({
        setting: blog.checks.untruncated,
        file: source,
        message: 'this post has no truncate marker: lists show all of it. Put <!-- truncate --> (in MDX, {/* truncate */}) after its first paragraphs',
      });
    }
    const { tags, inline } = resolveTags({ values: fm.tags ?? [], known: tagsMap, basePath: base(blog.tagsBasePath) });
    if (blog.tagsFile && existsSync(blog.tagsFile)) {
      for (const label of inline) {
        check({
          setting: blog.checks.inlineTags,
          file: source,
          line: lineOf('tags'),
          message: `the tag "${label}" is not in ${display(blog.tagsFile)}: add it there`,
        });
      }
    }
    const slug = typeof fm.slug === 'string' ? fm.slug : undefined;
    posts.push({
      ...source,
      ...body,
      blogId: blog.id,
      relPath,
      routePath: postRoutePath({ blog, relPath, slug }),
      date,
      authors: postAuthors,
      tags,
      ...(blog.showReadingTime ? withReadingTime({ blog, body: source.body, frontMatter: fm }) : {}),
      excerpt,
      truncated: rest !== undefined,
      unlisted: Boolean(fm.unlisted),
    });
  }
  if (found.length > 0) throw new DocgenError(found);
  const order = blog.sortPosts === 'ascending' ? 1 : -1;
  // Newest first; posts of one date by path, so the order never depends on the file system.
  posts.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -order : order) : a.routePath < b.routePath ? -1 : 1));
  const options = locale === config.defaultLocale ? {} : readMessages({ file: join(translationDir, 'options.json'), siteDir: config.siteDir, found });
  if (found.length > 0) throw new DocgenError(found);
  const sidebarTitle = options['sidebar.title'] ?? blog.blogSidebarTitle;
  return {
    blog,
    title: options.title ?? blog.blogTitle,
    description: options.description ?? blog.blogDescription,
    ...(sidebarTitle !== undefined ? { sidebarTitle } : {}),
    posts,
    listed: posts.filter((post) => !post.unlisted),
    authors,
  };
}

/**
 * A post's body as it is compiled: its `# Title` line blanked when the title comes from it (the
 * post's header shows the title), and in Markdown (not MDX) an MDX truncate marker written as the
 * HTML comment, which Markdown keeps in its HTML for the excerpt to be cut at.
 */
function postBody(source: MarkdownSource, marker = TRUNCATE_MARKER): Pick<MarkdownSource, 'body' | 'bodyHash' | 'bodyStart'> {
  let body = source.body;
  if (source.frontMatter.title === undefined && firstHeading(body) !== null) body = body.replace(/^(\s{0,3}#\s.*)$/m, '');
  if (source.format === 'md') body = body.replace(marker, '<!-- truncate -->');
  if (body === source.body) return { body, bodyHash: source.bodyHash, ...(source.bodyStart === undefined ? {} : { bodyStart: source.bodyStart }) };
  // No longer the file's tail: the cache stores the body itself.
  return { body, bodyHash: contentHash(body), bodyStart: undefined };
}

/** The body before the first truncate marker, and the rest (undefined when there is no marker). */
export function splitAtMarker(body: string, marker = TRUNCATE_MARKER): [string, string | undefined] {
  const match = new RegExp(marker.source, marker.flags.replace('g', '')).exec(body);
  return match ? [body.slice(0, match.index), body.slice(match.index + match[0].length)] : [body, undefined];
}

/** A post's reading time: the blog's own function's, or 200 words a minute; none when it gives none. */
function withReadingTime({ blog, body, frontMatter }: { blog: BlogInstance; body: string; frontMatter: Record<string, unknown> }): { readingTime?: number } {
  const minutes = blog.readingTime
    ? blog.readingTime({
        content: body,
        frontMatter,
        defaultReadingTime: ({ content, options }) => readingTime(content) * (WORDS_PER_MINUTE / (options?.wordsPerMinute ?? WORDS_PER_MINUTE)),
      })
    : readingTime(body);
  return typeof minutes === 'number' && Number.isFinite(minutes) ? { readingTime: minutes } : {};
}

/** A post's date: front matter (a YAML date or a string), else its path's, else the file's modification time. */
function postDate({ value, relPath, file }: { value: unknown; relPath: string; file: string }): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value === 'string') {
    const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
  }
  if (value !== undefined && value !== null) return undefined;
  const fromPath = dateOfPath(relPath);
  return fromPath ? `${fromPath}T00:00:00.000Z` : statSync(file).mtime.toISOString();
}
