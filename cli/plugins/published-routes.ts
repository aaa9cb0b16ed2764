// The routes of one locale as postBuild's `routesPaths` gives them (with baseUrl and the locale's
// prefix), read from the published folder's pages: the same list whether this build rendered the
// pages or found them unchanged.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleInfo } from '../../runtime/shared/site-data.js';
import type { SiteConfig } from '../config/resolve-config.js';
import { localeBaseUrl } from './plugin-context.js';

export function publishedRoutes({ config, locale, outDir }: { config: SiteConfig; locale: LocaleInfo; outDir: string }): string[] {
  const baseUrl = localeBaseUrl({ config, locale });
  const root = locale.prefix ? join(outDir, locale.prefix.replace(/^\/+/, '')) : outDir;
  // Other locales' folders sit inside the default locale's.
  const otherLocales = new Set(config.locales.filter((other) => other.prefix && other !== locale).map((other) => other.prefix.replace(/^\/+/, '')));
  const routes: string[] = [];
  const visit = (dir: string, rel: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (rel === '' && (otherLocales.has(name) || name === 'assets')) continue;
      if (statSync(path).isDirectory()) visit(path, `${rel}${name}/`);
      else if (name === 'index.html') routes.push(`${baseUrl}${config.trailingSlash ? rel : rel.replace(/\/$/, '')}`);
      else if (name.endsWith('.html')) routes.push(`${baseUrl}${rel}${name === '404.html' ? name : name.slice(0, -'.html'.length)}`);
    }
  };
  visit(root, '');
  return routes.sort();
}
