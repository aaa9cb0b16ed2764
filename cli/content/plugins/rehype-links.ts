// Resolves relative links to Markdown files into route hrefs (keeping the hash), and links written
// relative to the page's URL (`./create-account`, `../api/verify`) into the path they lead to, as
// Docusaurus writes them; records every internal link with its line, so the build can report
// broken links and anchors. A relative path to a file that exists is the assets plugin's.
import { statSync } from 'node:fs';
import { dirname, join, posix, resolve, sep } from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { isFolderIndex, stripNumberPrefix } from '../slugs.js';

/** A file to publish: a folder of the same name as a route (`[Workflows](workflows)`) is not one. */
export const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

export interface LinkRecord {
  /** Resolved href as written into the page. */
  readonly href: string;
  readonly line?: number;
  /** Set when the link was a relative Markdown file path that matched no page. */
  readonly missingFile?: string;
  /** The Markdown file whose href this href was made from, so it changes when that file's does: the
   * target of a file link, or the page's own file for a link relative to its URL. */
  readonly file?: string;
  /** The link as written, when it was relative to the page's URL: problems quote it as the writer knows it. */
  readonly written?: string;
}

export interface RehypeLinksOptions {
  /** Absolute Markdown file -> public href of its route in the current locale; `page` is the file
   * being compiled (a compiler shared by several pages keeps per-page state in its data). */
  readonly hrefOfFile: (file: string, page: VFile) => string | undefined;
  /** The href a link written relative to the page's URL leads to in the current locale; left as
   * written when undefined. */
  readonly hrefOfRelative?: (raw: string, page: VFile) => string | undefined;
  /** The href of a root-absolute link to a page (`/docs/intro`) in the current locale: its base URL
   * and locale prefix added, as Docusaurus's Link does; undefined leaves it as written. */
  readonly hrefOfPath?: (path: string, page: VFile) => string | undefined;
  /** Where file links are looked for besides the page's folder, as Docusaurus does: the site's
   * folder, and each content plugin's folders (its translation for this locale first). */
  readonly roots?: { readonly siteDir: string; readonly content: readonly (readonly string[])[] };
}

/** The files a Markdown file link may mean, in Docusaurus's order: a relative path from the page's
 * folder, then from its content root, then from the site; an absolute one from the content root,
 * then from the site; `@site/` from the site. */
function fileCandidates({ path, page, roots }: { path: string; page: string; roots: RehypeLinksOptions['roots'] }): string[] {
  if (!roots) return path.startsWith('/') || path.startsWith('@site/') ? [] : [resolve(dirname(page), path)];
  if (path.startsWith('@site/')) return [join(roots.siteDir, path.slice('@site/'.length))];
  const own = roots.content.find((folders) => folders.some((folder) => page.startsWith(folder + sep))) ?? [];
  const fromRoots = [...own.map((folder) => join(folder, path)), join(roots.siteDir, path)];
  return path.startsWith('/') ? fromRoots : [resolve(dirname(page), path), ...fromRoots];
}

/** A URL-relative link resolved against the URL of the page it is on: the path, then the query
 * and fragment as written. Paths, not URLs: characters stay as written, not percent-encoded. */
export function resolveFromPage(raw: string, pageHref: string): string {
  const cut = raw.search(/[?#]/);
  const path = cut < 0 ? raw : raw.slice(0, cut);
  const rest = cut < 0 ? '' : raw.slice(cut);
  const dir = pageHref.endsWith('/') ? pageHref : posix.dirname(pageHref);
  const resolved = posix.resolve(dir, path);
  return resolved + (path.endsWith('/') && !resolved.endsWith('/') ? '/' : '') + rest;
}

declare module 'vfile' {
  interface DataMap {
    links: LinkRecord[];
  }
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
// A Markdown file's path, then its query and fragment, kept as written.
const MARKDOWN_FILE = /^([^?#]+\.mdx?)([?#].*)?$/i;

/** Where a link written in a page leads, as the page writes it: a Markdown file's route href, a
 * URL-relative link resolved against the page, or the link as written; undefined for external
 * links. `record` is what the links check knows of it. */
export function resolveLink({
  raw,
  file,
  options,
}: {
  raw: string;
  file: VFile;
  options: RehypeLinksOptions;
}): { href: string; record: Omit<LinkRecord, 'line'> } | undefined {
  if (EXTERNAL.test(raw)) return undefined;
  const markdown = MARKDOWN_FILE.exec(raw);
  const candidates = markdown ? fileCandidates({ path: decodeURIComponent(markdown[1] ?? ''), page: file.path, roots: options.roots }) : [];
  if (markdown && candidates.length > 0) {
    const target = candidates.find((candidate) => options.hrefOfFile(candidate, file) !== undefined);
    const href = target === undefined ? undefined : options.hrefOfFile(target, file);
    // An absolute path to no Markdown file may be a static file's URL: the links check has it.
    if (target === undefined || href === undefined)
      return { href: raw, record: raw.startsWith('/') ? { href: raw } : { href: raw, missingFile: candidates[0] as string } };
    const resolved = href + (markdown[2] ?? '');
    return { href: resolved, record: { href: resolved, file: target } };
  }
  if (options.hrefOfPath && raw.startsWith('/') && !raw.startsWith('//')) {
    const cut = raw.search(/[?#]/);
    const path = cut < 0 ? raw : raw.slice(0, cut);
    // A path with an extension is a file of the site (static files are not per locale); a version
    // number is not an extension (`/releases/2.0.0`, `/docs/1.4`).
    const href = /\.(?=[a-z0-9]*[a-z])[a-z0-9]+$/i.test(path) ? undefined : options.hrefOfPath(path, file);
    if (href !== undefined) {
      const resolved = href + (cut < 0 ? '' : raw.slice(cut));
      return { href: resolved, record: { href: resolved } };
    }
  }
  if (options.hrefOfRelative && !/^[/#?]/.test(raw) && !isFile(resolve(dirname(file.path), decodeURIComponent(raw.split(/[?#]/)[0] ?? '')))) {
    const href = options.hrefOfRelative(fromFolderIndex({ raw, file: file.path, roots: options.roots }), file);
    if (href !== undefined) return { href, record: { href, file: file.path, written: raw } };
  }
  return { href: raw, record: { href: raw } };
}

/** A doc or page that is its folder's index (`guides/index.md`, `guides/README.md`,
 * `guides/guides.md`) has a URL ending in a slash in Docusaurus (`/docs/guides/`), so a link written
 * relative to it starts inside the folder. docgen's URL for it has no slash: the link is written
 * again from there (`firebase` becomes `guides/firebase`). */
function fromFolderIndex({ raw, file, roots }: { raw: string; file: string; roots: RehypeLinksOptions['roots'] }): string {
  const dir = dirname(file);
  const inContent = (roots?.content ?? []).some((folders) => folders.some((root) => dir !== root && dir.startsWith(root + sep)));
  if (!inContent) return raw;
  const name = stripNumberPrefix((file.split(sep).pop() ?? '').replace(/\.mdx?$/i, ''));
  const folder = stripNumberPrefix(dir.split(sep).pop() ?? '');
  return isFolderIndex({ name, folder }) ? `${folder}/${raw.replace(/^\.\//, '')}` : raw;
}

export default function rehypeLinks(options: RehypeLinksOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRecord[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const resolved = resolveLink({ raw: node.properties.href, file, options });
      if (!resolved) return;
      node.properties.href = resolved.href;
      links.push({ ...resolved.record, line: node.position?.start.line });
    });
    file.data.links = links;
  };
}
