// Checks every internal link of every compiled page against the routes and anchors of the
// build, and static files. Reported with file and line; onBrokenLinks decides what happens.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePathname } from '../../runtime/shared/urls.js';
import type { SiteConfig } from '../config/resolve-config.js';
import { problems, type Problem } from '../errors.js';
import type { RouteTable } from '../routes/route-table.js';
import type { CompiledPage } from './compile.js';

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
  // Public href (normalised) -> anchors of that page, or null for pages without known anchors.
  const targets = new Map<string, ReadonlySet<string> | null>();
  for (const table of tables) {
    for (const route of table.routes) {
      const page = compiled.get(table.locale.code)?.get(route.path);
      targets.set(normalizePathname(route.href), page ? new Set(page.anchors) : null);
    }
  }
  const isStatic = (pathname: string) => {
    const rel = decodeURIComponent(pathname.slice(config.baseUrl.length - 1));
    return config.staticDirs.some((dir) => existsSync(join(dir, rel)));
  };
  const found: Problem[] = [];
  for (const table of tables) {
    for (const [path, page] of compiled.get(table.locale.code) ?? []) {
      const self = normalizePathname(table.href(path));
      for (const link of page.links) {
        const broken = () => found.push(problems.brokenLink({ file: page.displayPath, line: link.line, target: link.href }));
        if (link.missingFile) {
          broken();
          continue;
        }
        const url = new URL(link.href, `http://site${table.href(path)}`);
        const pathname = link.href.startsWith('#') ? self : normalizePathname(url.pathname);
        const anchors = targets.get(pathname);
        if (anchors === undefined) {
          if (!isStatic(url.pathname)) broken();
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && anchors && !anchors.has(hash)) broken();
      }
    }
  }
  // An untranslated file is checked once per locale: report each of its problems once.
  const seen = new Set<string>();
  return found.filter((problem) => {
    const key = `${problem.where} ${problem.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
