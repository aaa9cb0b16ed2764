// sitemap.xml per locale root, written with the `sitemap` package: absolute URLs, no 404 and no
// unlisted pages, and nothing matching sitemap.ignorePatterns.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import picomatch from 'picomatch';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { Output } from '../output/output.js';

export function sitemapUrls({ config, table }: { config: SiteConfig; table: RouteTable }): string[] {
  const ignored = picomatch(config.sitemap.ignorePatterns.length ? config.sitemap.ignorePatterns : ['\0never']);
  return table.routes.filter((route) => route.kind !== 'not-found' && !route.unlisted && !ignored(route.href)).map((route) => route.href);
}

export const sitemapFile = ({ table, output }: { table: RouteTable; output: Pick<Output, 'localeDir'> }) =>
  join(output.localeDir(table.locale.prefix), 'sitemap.xml');

export async function writeSitemap({
  config,
  table,
  output,
  urls = sitemapUrls({ config, table }),
}: {
  config: SiteConfig;
  table: RouteTable;
  output: Output;
  urls?: readonly string[];
}): Promise<void> {
  await mkdir(output.localeDir(table.locale.prefix), { recursive: true });
  // Imported here: a build whose sitemaps did not change never loads it.
  const { SitemapStream } = await import('sitemap');
  const stream = new SitemapStream({ hostname: config.url, xmlns: { news: false, video: false, image: false, xhtml: false } });
  const done = output.stream(sitemapFile({ table, output }), stream);
  for (const href of urls) {
    stream.write({ url: href, changefreq: config.sitemap.changefreq, priority: config.sitemap.priority });
  }
  stream.end();
  await done;
}
