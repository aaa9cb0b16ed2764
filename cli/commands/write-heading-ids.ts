// `docgen write-heading-ids`: Docusaurus's `write-heading-ids` for a site docgen builds. It writes
// `{#id}` after each Markdown heading of level 2 to 6 that has none, the id being the anchor the
// page has today (GitHub's slug of the heading's text, numbered when it repeats in the file), so
// links keep working when the heading is reworded or translated. Only ATX headings outside code
// fences and front matter change (as Docusaurus: not the h1, not underlined headings); every other
// byte of the file stays as it was. Where a heading ends with a closing run of #s, the id goes
// before it and is the page's anchor; Docusaurus puts it after, which changes the heading.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { loadConfig } from '../config/load-config.js';
import { logger } from '../logger.js';

export interface WriteHeadingIdsCommandOptions {
  maintainCase?: boolean;
  overwrite?: boolean;
  config?: string;
}

const MARKDOWN = new Set(['.md', '.mdx']);
const HEADING = /^(#{2,6})([ \t]+)(.*?)([ \t]*)$/;
const CUSTOM_ID = /[ \t]*\{#([^}\s]+)\}$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

const inlineParser = unified().use(remarkParse);

/** The heading's text as a reader sees it: `code`, **emphasis** and [links](…) reduced to their words. */
const plainText = (markdown: string) => toString(inlineParser.parse(markdown));

/** The file's text with ids written after its headings; the same text when there was nothing to add. */
export function withHeadingIds({ text, maintainCase = false, overwrite = false }: { text: string; maintainCase?: boolean; overwrite?: boolean }): string {
  const slugger = new GithubSlugger();
  const lines = text.split('\n');
  let fence: string | undefined;
  // Front matter: from a first line of `---` to the next.
  let frontMatter = lines[0]?.trimEnd() === '---';
  for (let index = frontMatter ? 1 : 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (frontMatter) {
      if (line.trimEnd() === '---') frontMatter = false;
      continue;
    }
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark) {
      if (!fence) fence = fenceMark;
      else if (fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = HEADING.exec(line.replace(/\r$/, ''));
    if (!heading) continue;
    const [, hashes, space, content = ''] = heading;
    // A closing run of #s is not part of the heading's text: the id goes before it, where the page
    // reads it. (Docusaurus writes it after, which makes the #s text and changes the anchor.)
    const closing = /[ \t]+#+$/.exec(content);
    const body = closing ? content.slice(0, closing.index) : content;
    const custom = CUSTOM_ID.exec(body);
    if (custom && !overwrite) {
      // Kept, and counted: a later heading of the same text is numbered after it, as the page does.
      slugger.slug(custom[1] as string);
      continue;
    }
    const text = custom ? body.slice(0, custom.index) : body;
    const id = slugger.slug(plainText(text), maintainCase);
    const carriageReturn = line.endsWith('\r') ? '\r' : '';
    lines[index] = `${hashes}${space}${text.trimEnd()} {#${id}}${closing ? closing[0] : ''}${carriageReturn}`;
  }
  return lines.join('\n');
}

/** Every Markdown file below the folders, sorted; dependencies and dot folders left out. */
async function markdownFiles(dirs: readonly string[]): Promise<string[]> {
  const files = new Set<string>();
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      const file = join(entry.parentPath, entry.name);
      const parts = relative(dir, file).split(sep);
      if (entry.isFile() && MARKDOWN.has(extname(entry.name)) && !parts.some((part) => part === 'node_modules' || part.startsWith('.'))) files.add(file);
    }
  }
  return [...files].sort();
}

export async function writeHeadingIdsCommand({
  siteDir,
  files,
  options,
}: {
  siteDir: string;
  files: string[];
  options: WriteHeadingIdsCommandOptions;
}): Promise<void> {
  const site = resolve(siteDir);
  let targets: string[];
  if (files.length > 0) targets = files.map((file) => resolve(site, file));
  else {
    const config = await loadConfig({ siteDir: site, ...(options.config ? { configFile: options.config } : {}) });
    targets = await markdownFiles([
      ...config.docInstances.map((instance) => instance.path),
      ...config.blogs.map((blog) => blog.path),
      ...(config.pagesDir ? [config.pagesDir] : []),
    ]);
  }
  const changed: string[] = [];
  for (const file of targets) {
    const text = await readFile(file, 'utf8');
    const written = withHeadingIds({ text, maintainCase: options.maintainCase ?? false, overwrite: options.overwrite ?? false });
    if (written === text) continue;
    await writeFile(file, written);
    changed.push(relative(site, file).split(sep).join('/'));
  }
  if (changed.length === 0) logger.info(`No heading without an id in ${targets.length} Markdown file${targets.length === 1 ? '' : 's'}.`);
  else logger.info(`Heading ids added to ${changed.length} of ${targets.length} Markdown files:\n${changed.map((file) => `- ${file}`).join('\n')}`);
}
