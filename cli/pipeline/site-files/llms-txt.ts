// llms.txt and llms-full.txt of a locale (https://llmstxt.org): the site's title and tagline, then
// its docs in sidebar order, each page linked by its Markdown copy with its description; one
// section per top-level sidebar category, the pages outside categories first. llms-full.txt holds
// every copy in the same order. Written into the locale's folder (`/llms.txt`, `/es/llms.txt`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sidebar, SidebarItem } from '../../../runtime/shared/types.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { RouteTable } from '../../routes/route-table.js';
import { copyName } from '../compile/markdown-copies.js';
import { inputKey } from '../../hash.js';
import type { Output } from '../output/output.js';
import type { Pass } from '../site/pass.js';
import type { CompiledPage } from '../compile/compile-types.js';

interface Entry {
  readonly title: string;
  readonly url: string;
  readonly description: string;
  readonly file: string;
}

/** The docs pages a sidebar's items lead to that have a copy, in order; each page once. */
function entriesOf({ items, pageAt, seen }: { items: readonly SidebarItem[]; pageAt: (href: string) => Entry | undefined; seen: Set<string> }): Entry[] {
  const entries: Entry[] = [];
  for (const item of items) {
    const href = item.type === 'html' ? undefined : item.href;
    const entry = href ? pageAt(href) : undefined;
    if (entry && !seen.has(entry.file)) {
      seen.add(entry.file);
      entries.push(entry);
    }
    if (item.type === 'category') entries.push(...entriesOf({ items: item.items, pageAt, seen }));
  }
  return entries;
}

const listLine = (entry: Entry) =>
  `- [${entry.title.replace(/[[\]]/g, '\\$&')}](${entry.url})${entry.description ? `: ${entry.description.replace(/\s+/g, ' ')}` : ''}`;

/** The index of a locale's llms.txt and the copies it lists (llms-full.txt's pages), in order. */
export interface Index {
  readonly text: string;
  readonly copies: readonly string[];
  /** Its input keys with and without llms-full.txt, made once: hashing a large site's index is not free. */
  readonly keys: Map<boolean, string>;
}

/**
 * A locale's index and what it was made from, for the next pass (serve --watch): a pass with the
 * same route table and sidebars (objects kept from pass to pass while only bodies change) whose
 * pages looked up are the same, or have the same title, description and copy, has the same index.
 * Walking a 10,000-page site's sidebars for it was a quarter of the work of a save.
 */
export interface LlmsIndex {
  readonly config: SiteConfig;
  readonly table: RouteTable;
  readonly sidebars: readonly Sidebar[];
  readonly looked: ReadonlyMap<string, CompiledPage | undefined>;
  readonly index: Index;
}

/** What llms.txt reads from the passes before. */
export interface LlmsMemo {
  /** Locale -> key of its llms.txt and of the copies llms-full.txt is made of. */
  readonly llms: ReadonlyMap<string, string>;
  /** Locale -> its last index (kept in memory only). */
  readonly llmsIndexes: ReadonlyMap<string, LlmsIndex>;
}

const sameListing = (a: CompiledPage | undefined, b: CompiledPage | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.copyFile === b.copyFile && a.page.title === b.page.title && a.page.description === b.page.description);

function indexOf({
  config,
  table,
  sidebars,
  compiled,
  last,
}: {
  config: SiteConfig;
  table: RouteTable;
  sidebars: readonly Sidebar[];
  compiled: ReadonlyMap<string, CompiledPage>;
  last: LlmsIndex | undefined;
}): LlmsIndex {
  if (
    last?.config === config &&
    last.table === table &&
    last.sidebars.length === sidebars.length &&
    last.sidebars.every((sidebar, at) => sidebar === sidebars[at]) &&
    [...last.looked].every(([path, page]) => sameListing(page, compiled.get(path)))
  )
    return last;
  const byHref = new Map(table.routes.map((route) => [route.href, route]));
  const base = table.href('/').replace(/\/$/, '');
  const looked = new Map<string, CompiledPage | undefined>();
  const pageAt = (href: string): Entry | undefined => {
    const route = byHref.get(href.split('#')[0] ?? href);
    if (!route) return undefined;
    const page = compiled.get(route.path);
    looked.set(route.path, page);
    if (!page?.copyFile) return undefined;
    return { title: page.page.title, url: `${config.url}${base}/${copyName(route.path)}`, description: page.page.description ?? '', file: page.copyFile };
  };
  const seen = new Set<string>();
  const sections: { label: string; entries: Entry[] }[] = [];
  const loose: Entry[] = [];
  for (const sidebar of sidebars) {
    for (const item of sidebar.items) {
      if (item.type === 'category') {
        const entries = entriesOf({ items: [item], pageAt, seen });
        if (entries.length > 0) sections.push({ label: item.label, entries });
      } else loose.push(...entriesOf({ items: [item], pageAt, seen }));
    }
  }
  const listed = sections.map(({ label, entries }) => [`## ${label}`, '', ...entries.map(listLine)].join('\n'));
  const text = [...headOf(config), ...(loose.length ? ['', ...loose.map(listLine)] : []), ...listed.flatMap((section) => ['', section])].join('\n');
  // llms-full.txt holds the copies in the order llms.txt lists them.
  const copies = [...loose, ...sections.flatMap(({ entries }) => entries)].map((entry) => entry.file);
  const index = { text, copies, keys: new Map<boolean, string>() };
  return { config, table, sidebars, looked, index };
}

const headOf = (config: SiteConfig) => [`# ${config.title}`, ...(config.tagline ? ['', `> ${config.tagline}`] : [])];

/** Writes the locale's llms.txt and llms-full.txt; returns the key of what they were written
 * from, for the build's memo. */
export function writeLlmsTxt({
  config,
  table,
  sidebars,
  compiled,
  output,
  fullText,
  stored,
  last,
  rewritten,
}: {
  config: SiteConfig;
  table: RouteTable;
  sidebars: readonly Sidebar[];
  compiled: ReadonlyMap<string, CompiledPage>;
  output: Output;
  /** Write llms-full.txt too. */
  fullText: boolean;
  /** The key of what the last pass into the same folder wrote them from. */
  stored?: string | undefined;
  /** The locale's last index (serve --watch). */
  last?: LlmsIndex | undefined;
  /** The copies this build wrote: llms-full.txt is made again when it holds one of them. */
  rewritten: ReadonlySet<string>;
}): { key: string; index: LlmsIndex } {
  const indexed = indexOf({ config, table, sidebars, compiled, last });
  const made = indexed.index;
  const { text: index, copies } = made;
  const dir = output.localeDir(table.locale.prefix);
  const files = [join(dir, 'llms.txt'), ...(fullText ? [join(dir, 'llms-full.txt')] : [])];
  // Reading every copy again for llms-full.txt was most of a warm build's work on a large site.
  const key = made.keys.get(fullText) ?? inputKey(index, fullText && copies);
  made.keys.set(fullText, key);
  if (stored === key && !(fullText && copies.some((file) => rewritten.has(file)))) {
    output.add(files);
    return { key, index: indexed };
  }
  const [indexFile, fullFile] = files as [string, string?];
  output.write(indexFile, `${index}\n`);
  // Every copy, in the order the sidebars list the pages.
  if (fullFile) output.write(fullFile, `${[headOf(config).join('\n'), ...copies.map((file) => readFileSync(file, 'utf8').trim())].join('\n\n---\n\n')}\n`);
  return { key, index: indexed };
}

/** Every locale's llms.txt (and llms-full.txt with `fullText`); returns each locale's key and index for the memo. */
export function writeSiteLlmsTxt({
  pass,
  locales,
  compiled,
  fullText,
  rewritten,
  stored,
}: {
  pass: Pick<Pass, 'config' | 'tables' | 'output'>;
  /** Each locale's docs sidebars, as rendered. */
  locales: readonly { readonly locale: string; readonly sidebars: readonly Sidebar[] }[];
  compiled: ReadonlyMap<string, ReadonlyMap<string, CompiledPage>>;
  /** Whether llms-full.txt may be written (the site's `llms.fullText` decides): serve --watch writes
   * none, as it is made of every page's copy, work in proportion to the site on every save. */
  fullText: boolean;
  /** The copies this pass wrote. */
  rewritten: ReadonlySet<string>;
  /** What earlier passes wrote them from (only read). */
  stored?: LlmsMemo;
}): Map<string, { key: string; index: LlmsIndex }> {
  const written = new Map<string, { key: string; index: LlmsIndex }>();
  const { llms } = pass.config;
  if (!llms) return written;
  const sidebars = new Map(locales.map((locale) => [locale.locale, locale.sidebars]));
  for (const table of pass.tables) {
    const code = table.locale.code;
    const locale = writeLlmsTxt({
      config: pass.config,
      output: pass.output,
      fullText: llms.fullText && fullText,
      rewritten,
      table,
      sidebars: sidebars.get(code) ?? [],
      compiled: compiled.get(code) ?? new Map(),
      stored: stored?.llms.get(code),
      last: stored?.llmsIndexes.get(code),
    });
    written.set(code, locale);
  }
  return written;
}
