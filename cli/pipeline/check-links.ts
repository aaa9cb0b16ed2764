// Checks every internal link of every compiled page against the routes and anchors of the
// build, and static files. Reported with file and line; onBrokenLinks decides what happens.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { normalizePathname } from '../../runtime/shared/urls.js';
import type { SiteConfig } from '../config/resolve-config.js';
import { formatProblem, problems, type Problem } from '../errors.js';
import { logger } from '../logger.js';
import type { Route, RouteTable } from '../routes/route-table.js';
import type { CompiledPage } from './compile/compile-types.js';
import { themeLinks } from './site/theme-links.js';
import type { Pass } from './site/pass.js';

/** Anchors of a page, by target pathname; null for pages without known anchors. */
type Targets = Map<string, ReadonlySet<string> | null>;

type Checked = { page: CompiledPage; problems: Problem[]; linksStatic: boolean };

/**
 * What a check found, for the next one (serve --watch keeps it in its memo): a page whose compiled
 * result is the same object as then, checked against the same targets, has the same problems. An
 * edit that leaves a page's headings alone keeps its anchor set (compared by content), so only the
 * edited pages are checked again. Pages that link to static files are always checked again (those
 * files are not tracked).
 */
export interface LinkCheck {
  readonly config: SiteConfig;
  readonly targets: Targets;
  readonly pages: Map<string, Map<string, Checked>>;
}

/** What the link check reads from the passes before. */
export interface LinksMemo {
  /** The last check, kept only by serve --watch: at 10,000 pages, holding it through render raised
   * a single build's peak memory by about 20 MB. */
  readonly links?: LinkCheck | undefined;
}

/** Each route's pathname as links are compared with it, made once per route object (serve keeps
 * them from save to save, and a large site's routes were a good part of a save's check). */
const pathnames = new WeakMap<Route, string>();
function pathnameOf(route: Route): string {
  let pathname = pathnames.get(route);
  if (pathname === undefined) {
    pathname = normalizePathname(route.href);
    pathnames.set(route, pathname);
  }
  return pathname;
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

/** Every broken link, anchor and Markdown link of the compiled pages, and the check for the next one. */
export function checkLinks({
  config,
  tables,
  compiled,
  last,
}: {
  config: SiteConfig;
  tables: readonly RouteTable[];
  /** locale -> route path -> compiled page. */
  compiled: ReadonlyMap<string, ReadonlyMap<string, CompiledPage>>;
  /** The last check: its results for pages that did not change are reused, and updated in place. */
  last?: LinkCheck | undefined;
}): { problems: Problem[]; check: LinkCheck } {
  const previous = last?.config === config ? last : undefined;
  const targets = targetsOf({ tables, compiled, previous: previous?.targets });
  const reuse = previous !== undefined && targets === previous.targets;
  const isStatic = (pathname: string) => {
    const rel = decodeURIComponent(pathname.slice(config.baseUrl.length - 1));
    return config.staticDirs.some((dir) => existsSync(join(dir, rel)));
  };
  // Which kinds only warn: their messages do not advise making them warnings.
  const warned = { link: config.onBrokenLinks === 'warn', anchor: config.onBrokenAnchors === 'warn', markdownLink: config.onBrokenMarkdownLinks === 'warn' };
  const found: Problem[] = [];
  const pages = new Map<string, Map<string, Checked>>();
  for (const table of tables) {
    const locale = compiled.get(table.locale.code) ?? new Map<string, CompiledPage>();
    // Against the same targets, the last check's results are updated in place: a save that
    // changed one page makes no map of every page.
    const before = reuse ? previous.pages.get(table.locale.code) : undefined;
    const checked = before ?? new Map<string, Checked>();
    for (const [path, page] of locale) {
      const stored = before?.get(path);
      const result =
        stored && stored.page === page && !stored.linksStatic ? stored : { page, ...checkPage({ page, href: table.href(path), targets, isStatic, warned }) };
      if (result !== stored) checked.set(path, result);
      if (result.problems.length > 0) found.push(...result.problems);
    }
    if (checked.size !== locale.size) for (const path of checked.keys()) if (!locale.has(path)) checked.delete(path);
    pages.set(table.locale.code, checked);
    for (const link of themeLinks(config)) {
      const path = link.target.replace(/[?#].*$/, '');
      const pathname = normalizePathname(table.href(path));
      if (!targets.has(pathname) && !isStatic(pathname)) {
        found.push(problems.brokenLink({ file: `${basename(config.configFile)} ${link.where}`, target: link.target, warning: warned.link }));
      }
    }
  }
  // An untranslated file is checked once per locale: report each of its problems once.
  const seen = new Set<string>();
  const unique = found.filter((problem) => {
    const key = `${problem.where} ${problem.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return { problems: unique, check: { config, targets, pages } };
}

/**
 * Each route's pathname -> its page's anchors. The previous map itself when every route's anchors
 * are the ones it holds (the same set, or one with the same anchors): a save that leaves the
 * headings alone makes no map of every page, and the pages checked before need no check again.
 */
function targetsOf({
  tables,
  compiled,
  previous,
}: {
  tables: readonly RouteTable[];
  compiled: ReadonlyMap<string, ReadonlyMap<string, CompiledPage>>;
  previous: Targets | undefined;
}): Targets {
  // A route's pathname and anchors; the previous set when it holds the same anchors.
  const targetOf = (table: RouteTable, route: Route): [string, ReadonlySet<string> | null] => {
    const pathname = pathnameOf(route);
    const page = compiled.get(table.locale.code)?.get(route.path);
    const anchors = page ? setOf(page.anchors) : null;
    const before = previous?.get(pathname);
    return [pathname, anchors && before && before !== anchors && sameSet(before, anchors) ? before : anchors];
  };
  if (previous) {
    let count = 0;
    const unchanged = tables.every((table) =>
      table.routes.every((route) => {
        count += 1;
        const [pathname, anchors] = targetOf(table, route);
        return previous.get(pathname) === anchors;
      }),
    );
    if (unchanged && count === previous.size) return previous;
  }
  return new Map(tables.flatMap((table) => table.routes.map((route) => targetOf(table, route))));
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

function checkPage({
  page,
  href,
  targets,
  isStatic,
  warned,
}: {
  page: CompiledPage;
  href: string;
  targets: Targets;
  isStatic: (pathname: string) => boolean;
  warned: { link: boolean; anchor: boolean; markdownLink: boolean };
}): {
  problems: Problem[];
  linksStatic: boolean;
} {
  const problemsFound: Problem[] = [];
  let linksStatic = false;
  const self = normalizePathname(href);
  for (const link of page.links) {
    const where = { file: page.displayPath, line: link.line, target: link.written ?? link.href };
    const broken = () => problemsFound.push(problems.brokenLink({ ...where, warning: warned.link }));
    if (link.missingFile) {
      // A link written to a Markdown file that is not there; a missing image or other file is a broken link.
      const markdown = /\.mdx?(?:[?#]|$)/i.test(link.href);
      problemsFound.push(
        markdown ? problems.brokenMarkdownLink({ ...where, warning: warned.markdownLink }) : problems.brokenLink({ ...where, warning: warned.link }),
      );
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
    if (hash && anchors && !anchors.has(hash)) problemsFound.push(problems.brokenAnchor({ ...where, warning: warned.anchor }));
  }
  return { problems: problemsFound, linksStatic };
}

/**
 * Reports broken links, anchors and Markdown links each as its option says: warnings are printed,
 * errors returned for the caller to throw once it has stored `kept` (serve --watch, `keep`).
 */
export function checkSiteLinks({
  pass,
  compiled,
  stored,
  keep,
}: {
  pass: Pick<Pass, 'config' | 'tables'>;
  compiled: ReadonlyMap<string, ReadonlyMap<string, CompiledPage>>;
  stored?: LinksMemo;
  /** Keep this check for the next pass. */
  keep: boolean;
}): { fatal: readonly Problem[]; kept?: LinkCheck } {
  const { config, tables } = pass;
  const settingOf: Record<string, SiteConfig['onBrokenLinks']> = {
    BrokenAnchor: config.onBrokenAnchors,
    BrokenMarkdownLink: config.onBrokenMarkdownLinks,
  };
  if ([config.onBrokenLinks, ...Object.values(settingOf)].every((setting) => setting === 'ignore')) return { fatal: [] };
  const { problems: found, check } = checkLinks({ config, tables, compiled, last: stored?.links });
  const broken = found.filter((problem) => (settingOf[problem.name] ?? config.onBrokenLinks) !== 'ignore');
  const fatal = broken.filter((problem) => (settingOf[problem.name] ?? config.onBrokenLinks) === 'throw');
  for (const problem of broken) if (!fatal.includes(problem)) logger.warn(formatProblem(problem));
  return { fatal, ...(keep ? { kept: check } : {}) };
}
