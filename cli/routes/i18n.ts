// Locale-aware URL building for the build: one function per locale turns a route path into its href.
import type { LocaleInfo } from '../../runtime/shared/site-data.js';
import { routeHref } from '../../runtime/shared/urls.js';
import type { SiteConfig } from '../config/resolve-config.js';

export type HrefFor = (routePath: string) => string;

export function hrefForLocale({ config, locale }: { config: SiteConfig; locale: LocaleInfo }): HrefFor {
  return (path) => routeHref({ baseUrl: config.baseUrl, prefix: locale.prefix, path, trailingSlash: config.trailingSlash });
}

export function localeInfo({ config, code }: { config: SiteConfig; code: string }): LocaleInfo {
  const info = config.locales.find((locale) => locale.code === code);
  if (!info) throw new Error(`docgen bug: unknown locale ${code}`);
  return info;
}
