// Pages at old paths that send the reader on to where the content is now (config `redirects`, as
// Docusaurus's plugin-client-redirects makes them). Each is a small HTML page: it replaces itself
// with the new URL at once, keeping the reader's query and fragment, refreshes there with
// JavaScript off, names the new page as canonical and links it. Each locale gets its own; a
// `_redirects` file lists them all for hosts that redirect on the server.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { joinUrl, routeFile } from '../../../runtime/shared/urls.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import { DocgenError, problems, type Problem } from '../../errors.js';
import { task } from '../../logger.js';
import { NOT_FOUND_PATH, type RouteTable } from '../../routes/route-table.js';
import { scriptHash, type PolicySources } from '../site/csp.js';
import { REDIRECTS_FILE } from '../output/output-layout.js';
import type { Output } from '../output/output.js';
import type { Pass } from '../site/pass.js';
import { escapeHtml } from '../output/html.js';

export interface Redirect {
  /** Route path the page is written at. */
  readonly from: string;
  /** Route path of the page it leads to, with any query or fragment, or a full URL. */
  readonly to: string;
}

type Options = NonNullable<SiteConfig['redirects']>;

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const pathPart = (to: string) => trimmed(to.split(/[?#]/)[0] ?? '');
const list = (value: string | readonly string[] | null | undefined): readonly string[] => (typeof value === 'string' ? [value] : (value ?? []));

/** The script every redirect page runs: the link's URL, with the reader's query and fragment where it has none. */
export const REDIRECT_SCRIPT =
  "var u=new URL(document.getElementById('redirect').href);if(!u.search)u.search=location.search;if(!u.hash)u.hash=location.hash;location.replace(u.href)";

/**
 * The redirects of one locale, sorted by old path: the rules as written, then those createRedirects
 * gives for each page, then the extensions. An old path that is a page of the site, or that an
 * earlier rule took, is left out: a redirect never hides a page.
 */
export function planRedirects({ options, paths }: { options: Options; paths: readonly string[] }): { redirects: Redirect[]; problems: Problem[] } {
  const pages = new Set(paths);
  const found: Problem[] = [];
  const byFrom = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (!from.startsWith('/') || /[?#]/.test(from)) return void found.push(problems.redirectPathInvalid({ path: from }));
    const path = trimmed(from);
    if (!pages.has(path) && !byFrom.has(path)) byFrom.set(path, to);
  };
  for (const rule of options.redirects) {
    if (!EXTERNAL.test(rule.to) && !pages.has(pathPart(rule.to))) {
      for (const from of list(rule.from)) found.push(problems.redirectTargetMissing({ from, to: rule.to }));
      continue;
    }
    for (const from of list(rule.from)) add(from, rule.to);
  }
  const targets = paths.filter((path) => path !== NOT_FOUND_PATH);
  if (options.createRedirects) for (const path of targets) for (const from of list(options.createRedirects(path))) add(from, path);
  for (const path of targets) {
    if (path !== '/') for (const extension of options.fromExtensions) add(`${path}.${extension}`, path);
    for (const extension of options.toExtensions) if (path.endsWith(`.${extension}`)) add(path.slice(0, -extension.length - 1), path);
  }
  const redirects = [...byFrom].map(([from, to]) => ({ from, to })).sort((a, b) => (a.from < b.from ? -1 : 1));
  return { redirects, problems: found };
}

const WITH_EXTENSION = /\.[A-Za-z0-9]+$/;
/** Where a redirect's page goes: a path with an extension (`/intro.html`) as it is, else as a page's. */
const fileOf = (from: string, trailingSlash: boolean) => (WITH_EXTENSION.test(from) ? from.slice(1) : routeFile({ path: from, trailingSlash }));
/** The public URL of an old path in this locale; one with an extension keeps it as written. */
const fromHref = ({ from, table, config }: { from: string; table: RouteTable; config: SiteConfig }) =>
  WITH_EXTENSION.test(from) ? joinUrl(config.baseUrl, table.locale.prefix, from) : table.href(from);

/** The public URL a redirect leads to in this locale. */
function targetHref({ to, table }: { to: string; table: RouteTable }): string {
  if (EXTERNAL.test(to)) return to;
  const rest = to.slice(to.split(/[?#]/)[0]?.length ?? 0);
  return table.href(pathPart(to)) + rest;
}

/** The page written at an old path. */
export function redirectPage({ href, canonical, lang, title, link }: { href: string; canonical: string; lang: string; title: string; link: string }): string {
  const url = escapeHtml(href);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}"><meta http-equiv="refresh" content="0; url=${url}"></head>`,
    `<body><p><a id="redirect" href="${url}">${escapeHtml(link)}</a></p><script>${REDIRECT_SCRIPT}</script></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The redirects stage: each locale's redirect pages and `_redirects`, when the site has rules;
 * a rule that leads to no page fails the build. Returns what the policy must allow for them. */
export async function writeSiteRedirects({ pass }: { pass: Pick<Pass, 'config' | 'tables' | 'site' | 'output'> }): Promise<PolicySources | undefined> {
  const { config, tables, site, output } = pass;
  if (!config.redirects) return undefined;
  const written = await task('redirects', async () => writeRedirects({ config, tables, strings: site.strings, output }));
  if (written.problems.length > 0) throw new DocgenError(written.problems);
  return written.policy;
}

/**
 * Writes each locale's redirect pages and `_redirects` (unless a static folder ships one); returns
 * what the policy must allow (the pages' one script).
 */
export function writeRedirects({
  config,
  tables,
  strings,
  output,
}: {
  config: SiteConfig;
  tables: readonly RouteTable[];
  strings: Readonly<Record<string, Readonly<Record<string, string>>>>;
  output: Output;
}): { policy: PolicySources; problems: Problem[] } {
  const options = config.redirects;
  if (!options) return { policy: {}, problems: [] };
  const lines: string[] = [];
  const found: Problem[] = [];
  for (const table of tables) {
    const planned = planRedirects({ options, paths: table.routes.map((route) => route.path) });
    // The rules are the same for every locale: their problems are told once.
    if (table === tables[0]) found.push(...planned.problems);
    const text = strings[table.locale.code] ?? {};
    // `/docs/intro.html` (fromExtensions) is the page's own file where pages end in .html: the old URL works as it is.
    const pageFiles = new Set(table.routes.map((route) => routeFile({ path: route.path, trailingSlash: config.trailingSlash })));
    for (const { from, to } of planned.redirects) {
      if (pageFiles.has(fileOf(from, config.trailingSlash))) continue;
      const href = targetHref({ to, table });
      const file = join(output.localeDir(table.locale.prefix), fileOf(from, config.trailingSlash));
      mkdirSync(dirname(file), { recursive: true });
      const canonical = EXTERNAL.test(href) ? href : config.url + href;
      output.write(
        file,
        redirectPage({
          href,
          canonical,
          lang: table.locale.htmlLang,
          title: text['docgen.redirect.title'] ?? 'This page has moved',
          link: text['docgen.redirect.link'] ?? 'Go to the new page',
        }),
      );
      lines.push(`${fromHref({ from, table, config })} ${href} 301`);
    }
  }
  if (lines.length > 0 && !config.staticDirs.some((dir) => existsSync(join(dir, REDIRECTS_FILE)))) {
    output.write(output.redirectsFile, `${lines.join('\n')}\n`);
  }
  // Each redirect page runs the one script.
  return { policy: lines.length > 0 ? { 'script-src': [scriptHash(REDIRECT_SCRIPT)] } : {}, problems: found };
}
