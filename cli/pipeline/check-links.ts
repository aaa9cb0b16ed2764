// Checks every internal link of every compiled page against the routes and anchors of the
// build, and static files. Reported with file and line; onBrokenLinks decides what happens.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePathname } from '../../runtime/shared/urls.js';
import type { SiteConfig } from '../config/resolve-config.js';
import { problems, type Problem } from '../errors.js';
import type { RouteTable } from '../routes/route-table.js';
import type { CompiledPage } from './compile.js';

/** Anchors of a page, by target pathname; null for pages without known anchors. */
type Targets = Map<string, ReadonlySet<string> | null>;

/**
 * What the last check found, for `serve --watch`: a page whose compiled result is the same object
 * as then, checked against the same targets, has the same problems. An edit that leaves a page's
 * headings alone keeps its anchor set (compared by content), so only the edited pages are checked
 * again. Pages that link to static files are always checked again (those files are not tracked).
 */
let last: { config: SiteConfig; targets: Targets; pages: Map<string, { page: CompiledPage; problems: Problem[]; linksStatic: boolean }> } | undefined;

function sameTargets(a: Targets, b: Targets): boolean {
  if (a.size !== b.size) return false;
  for (const [pathname, anchors] of a) if (b.get(pathname) !== anchors || !b.has(pathname)) return false;
  return true;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...b].every((anchor) => a.has(anchor));

/** Each compiled page's anchors as a set, made once per anchors array. */
const anchorSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function setOf(anchors: readonly string[]): ReadonlySet<string> {
  let set = anchorSets.get(anchors);
  if (!set) {
    set = new Set(anchors);
    anchorSets.set(anchors, set);
  }
  return set;
}

export function checkLinks({
  config,
  tables,
  compiled,
}: {
  config: SiteConfig;
  tables: readonly RouteTable[];
  /** locale -> route path -> compiled page. */
  compiled: ReadonlyMap<string, ReadonlyMap<string, CompiledPage>>;
}): Problem[] {
  const previous = last?.config === config ? last : undefined;
  // Public href (normalised) -> anchors of that page, or null for pages without known anchors.
  const targets: Targets = new Map();
  for (const table of tables) {
    for (const route of table.routes) {
      const page = compiled.get(table.locale.code)?.get(route.path);
      const pathname = normalizePathname(route.href);
      const before = previous?.targets.get(pathname);
      const anchors = page ? setOf(page.anchors) : null;
      targets.set(pathname, anchors && before && before !== anchors && sameSet(before, anchors) ? before : anchors);
    }
  }
  const reuse = previous !== undefined && sameTargets(previous.targets, targets);
  const isStatic = (pathname: string) => {
    const rel = decodeURIComponent(pathname.slice(config.baseUrl.length - 1));
    return config.staticDirs.some((dir) => existsSync(join(dir, rel)));
  };
  const found: Problem[] = [];
  const pages = new Map<string, { page: CompiledPage; problems: Problem[]; linksStatic: boolean }>();
  for (const table of tables) {
    for (const [path, page] of compiled.get(table.locale.code) ?? []) {
      const id = `${table.locale.code}\0${path}`;
      const stored = reuse ? previous.pages.get(id) : undefined;
      const result = stored && stored.page === page && !stored.linksStatic ? stored : checkPage({ page, href: table.href(path), targets, isStatic });
      pages.set(id, { page, ...result });
      found.push(...result.problems);
    }
  }
  last = { config, targets, pages };
  // An untranslated file is checked once per locale: report each of its problems once.
  const seen = new Set<string>();
  return found.filter((problem) => {
    const key = `${problem.where} ${problem.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

// A site path of unreserved characters, no `.`/`..` segment, and a fragment without `%`: its path
// and fragment are what URL would give, without parsing it (a URL per link was most of the check).
const PLAIN_PATH = /^\/(?!\/)[\w\-.~/]*(?:#[^#%]*)?$/;
const DOT_SEGMENT = /\/\.\.?(?:[/#]|$)/;

/** The link's path (as URL encodes it) and its fragment, decoded. */
export function pathAndHash(target: string, base: string): { path: string; hash: string } {
  if (PLAIN_PATH.test(target) && !DOT_SEGMENT.test(target)) {
    const at = target.indexOf('#');
    return at < 0 ? { path: target, hash: '' } : { path: target.slice(0, at), hash: target.slice(at + 1) };
  }
  const url = new URL(target, `http://site${base}`);
  return { path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) };
}

function checkPage({ page, href, targets, isStatic }: { page: CompiledPage; href: string; targets: Targets; isStatic: (pathname: string) => boolean }): {
  problems: Problem[];
  linksStatic: boolean;
} {
  const problemsFound: Problem[] = [];
  let linksStatic = false;
  const self = normalizePathname(href);
  for (const link of page.links) {
    const where = { file: page.displayPath, line: link.line, target: link.written ?? link.href };
    const broken = () => problemsFound.push(problems.brokenLink(where));
    if (link.missingFile) {
      // A link written to a Markdown file that is not there; a missing image or other file is a broken link.
      problemsFound.push(/\.mdx?(?:[?#]|$)/i.test(link.href) ? problems.brokenMarkdownLink(where) : problems.brokenLink(where));
      continue;
    }
    const { path, hash } = pathAndHash(link.href, href);
    const pathname = link.href.startsWith('#') ? self : normalizePathname(path);
    const anchors = targets.get(pathname);
    if (anchors === undefined) {
      linksStatic = true;
      if (!isStatic(path)) broken();
      continue;
    }
    if (hash && anchors && !anchors.has(hash)) problemsFound.push(problems.brokenAnchor(where));
  }
  return { problems: problemsFound, linksStatic };
}
