// Reads one Markdown source as every content plugin does: the translation when the locale has
// one, else the original; front matter checked, title found, format decided, text digested.
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import type { SiteConfig } from '../config/resolve-config.js';
import { problems, type Problem } from '../errors.js';
import { stripNumberPrefix } from './slugs.js';
import { contentHash, fileDigest } from '../hash.js';
import { firstHeading, parseFrontMatter, type FrontMatter } from './frontmatter.js';
import { formatOf, type MarkdownFormat } from './mdx.js';

/** What decides a file's format: the config's markdown.format, markdown.mermaid, and a live code theme. */
export interface FormatSetting {
  readonly format: SiteConfig['markdownFormat'];
  readonly mermaid: boolean;
  readonly liveCode: boolean;
}

export const formatSettingOf = (config: Pick<SiteConfig, 'markdownFormat' | 'markdownMermaid' | 'plugins'>): FormatSetting => ({
  format: config.markdownFormat,
  mermaid: config.markdownMermaid,
  liveCode: config.plugins?.liveCode ?? false,
});

export interface MarkdownSource {
  /** Absolute file that was read (a translation, or the default-locale file). */
  readonly file: string;
  /** Path relative to the site folder, for messages. */
  readonly displayPath: string;
  readonly frontMatter: FrontMatter;
  readonly body: string;
  readonly lineOffset: number;
  readonly title: string;
  /** True when the file came from the locale's i18n folder (a translation). */
  readonly fromTranslation: boolean;
  /** 'mdx' compiles to a React component; 'md' to HTML. */
  readonly format: MarkdownFormat;
  /** Hash of `body`: what a rebuild compares instead of the whole text. */
  readonly bodyHash: string;
  /** Digest of the whole file as read: a cached build trusts this source only while it matches. */
  readonly fileDigest: string;
  /** Where `body` starts in the file's text, when it is the text's end (no preprocessor): the
   * build cache stores this instead of the body. */
  readonly bodyStart?: number;
}

// Partials and tests (Docusaurus's default exclude), and hidden files and folders (`.draft.md`),
// which Docusaurus's file search never lists.
const IGNORED = /(^|\/)(_|\.|__tests__\/)|\.test\.[a-z]+$/;

/** Lists files below a folder with the given extensions, relative and posix, sorted. */
export async function listFiles({ dir, extensions }: { dir: string; extensions: RegExp }): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((rel) => extensions.test(rel) && !IGNORED.test(rel))
    .sort();
}

/** Sources an earlier pass read (`known`, only read) and those this pass reads from disk (`read`). */
export interface SourceCache {
  readonly known: ReadonlyMap<string, MarkdownSource>;
  readonly read: Map<string, MarkdownSource>;
}

export async function readMarkdown({
  file,
  fallbackFile,
  siteDir,
  formatSetting,
  preprocess,
  found,
  sources,
}: {
  file: string;
  fallbackFile: string;
  siteDir: string;
  formatSetting: FormatSetting;
  preprocess: SiteConfig['markdownPreprocessor'];
  found: Problem[];
  sources?: SourceCache;
}): Promise<MarkdownSource | null> {
  const fromTranslation = file !== fallbackFile && existsSync(file);
  const source = fromTranslation ? file : fallbackFile;
  // A file shown by several locales (untranslated) is read once per pass.
  const known = sources?.known.get(source) ?? sources?.read.get(source);
  if (known) return known;
  const displayPath = relative(siteDir, source).split(sep).join('/');
  // Synchronous on purpose: files are small, and 10,000 promise-based reads (open, stat, read,
  // close, each a round trip through the thread pool) took twice as long as reading them in turn.
  const result = parseSource({ file: source, displayPath, fromTranslation, text: readFileSync(source, 'utf8'), formatSetting, preprocess });
  if ('problems' in result) {
    found.push(...result.problems);
    return null;
  }
  sources?.read.set(source, result);
  return result;
}

function parseSource({
  file,
  displayPath,
  fromTranslation,
  text,
  formatSetting,
  preprocess,
}: {
  file: string;
  displayPath: string;
  fromTranslation: boolean;
  text: string;
  formatSetting: FormatSetting;
  preprocess: SiteConfig['markdownPreprocessor'];
}): MarkdownSource | { problems: Problem[] } {
  // The digest stays the file's: a changed preprocessor changes the config, which empties the cache.
  const parsed = parseFrontMatter({ file: displayPath, text: preprocess ? preprocess({ filePath: file, fileContent: text }) : text });
  if ('problems' in parsed) return parsed;
  const name = stripNumberPrefix(basename(file).replace(/\.(md|mdx)$/i, ''));
  const title = parsed.frontMatter.title ?? firstHeading(parsed.body) ?? name;
  const format = formatOf({ file, body: parsed.body, setting: formatSetting.format, mermaid: formatSetting.mermaid, liveCode: formatSetting.liveCode });
  const bodyStart = !preprocess && text.endsWith(parsed.body) ? text.length - parsed.body.length : undefined;
  return {
    file,
    displayPath,
    ...parsed,
    title,
    fromTranslation,
    format,
    bodyHash: contentHash(parsed.body),
    fileDigest: fileDigest(text),
    ...(bodyStart === undefined ? {} : { bodyStart }),
  };
}

/** A source read again after a save, as `loadContent` would read it now; undefined when it no longer parses. */
export function rereadSource({ previous, config }: { previous: MarkdownSource; config: SiteConfig }): MarkdownSource | undefined {
  let text: string;
  try {
    text = readFileSync(previous.file, 'utf8');
  } catch {
    return undefined;
  }
  const { file, displayPath, fromTranslation } = previous;
  const source = parseSource({ file, displayPath, fromTranslation, text, formatSetting: formatSettingOf(config), preprocess: config.markdownPreprocessor });
  return 'problems' in source ? undefined : source;
}

/** A Docusaurus translation file (`{ "key": { "message": "..." } }`) as key -> message; {} when
 * it does not exist, and a problem naming it when it is not JSON. */
export function readMessages({ file, siteDir, found }: { file: string; siteDir: string; found: Problem[] }): Record<string, string> {
  if (!existsSync(file)) return {};
  try {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
    return Object.fromEntries(Object.entries(entries).flatMap(([key, value]) => (typeof value?.message === 'string' ? [[key, value.message]] : [])));
  } catch (error) {
    found.push(problems.translationsInvalid({ file: relative(siteDir, file).split(sep).join('/'), reason: (error as Error).message }));
    return {};
  }
}
