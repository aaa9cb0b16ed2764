// Pure helpers that turn file paths into doc ids and URL paths, Docusaurus style.
import { posix } from 'node:path';

const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=\S)/;

/** `01-intro` -> `intro`; a name that is only a number stays as it is. */
export function stripNumberPrefix(segment: string): string {
  const stripped = segment.replace(NUMBER_PREFIX, '');
  return stripped === '' ? segment : stripped;
}

/** The number prefix of a file or folder name, for ordering; undefined without one. */
export function numberPrefix(segment: string): number | undefined {
  const match = /^(\d+)\s*[-_.]+\s*\S/.exec(segment);
  return match ? Number(match[1]) : undefined;
}

/** Doc id from a path relative to the docs folder (posix, with extension). */
export function docIdFromPath({
  relPath,
  frontMatterId,
  parseNumberPrefixes = true,
}: {
  relPath: string;
  frontMatterId?: string;
  parseNumberPrefixes?: boolean;
}): string {
  const withoutExt = relPath.replace(/\.(md|mdx)$/i, '');
  const segments = withoutExt.split('/').map((segment) => (parseNumberPrefixes ? stripNumberPrefix(segment) : segment));
  if (frontMatterId) segments[segments.length - 1] = frontMatterId;
  return segments.join('/');
}

/**
 * URL path of a doc inside its plugin: `getting-started/intro`, honouring an absolute or relative
 * slug. `pathId` is the id the file's path gives (no front matter id): whether a doc is its
 * folder's index is a matter of its file name, as in Docusaurus, so `guides/index.md` serves
 * `guides` whatever `id` its front matter sets.
 */
export function docSlug({ id, slug, pathId = id }: { id: string; slug?: string; pathId?: string }): string {
  const dir = posix.dirname(id) === '.' ? '' : posix.dirname(id);
  if (slug !== undefined) {
    const resolved = slug.startsWith('/') ? slug : posix.join('/', dir, slug);
    return trimSlashes(posix.normalize(resolved));
  }
  const segments = pathId.split('/');
  const last = segments[segments.length - 1] ?? '';
  const parent = segments[segments.length - 2];
  return isFolderIndex({ name: last, folder: parent }) ? dir : id;
}

/** Whether a doc named `name` (without extension or number prefix) in `folder` is the folder's
 * index, which serves the folder's URL: `index`, `README` or the folder's own name (`guides/guides.md`). */
export const isFolderIndex = ({ name, folder }: { name: string; folder: string | undefined }): boolean =>
  /^(index|readme)$/i.test(name) || (folder !== undefined && name.toLowerCase() === folder.toLowerCase());

export function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** Route path of a doc: `/docs/getting-started/intro`; `/docs` for a root index. */
export function docRoutePath({ routeBasePath, slug }: { routeBasePath: string; slug: string }): string {
  const joined = [routeBasePath, slug].filter((part) => part !== '').join('/');
  return `/${joined}`;
}

/** Route path of a page file relative to the pages folder: `index.tsx` -> `/`, `a/b.md` -> `/a/b`. */
export function pageRoutePath(relPath: string): string {
  const withoutExt = relPath.replace(/\.(?:[jt]sx?|mdx?)$/i, '');
  const clean = withoutExt.replace(/(^|\/)index$/i, '');
  return `/${clean}`.replace(/\/+$/, '') || '/';
}

/** A route path from URL segments, each trimmed of slashes, empty ones left out: `/blog/tags`, `/` for none. */
export const joinRoutePath = (...parts: readonly string[]): string =>
  `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
