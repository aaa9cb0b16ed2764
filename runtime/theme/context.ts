// The theme's React contexts: site data, the current route, and the head collector.
import { createContext, useContext } from 'react';
import type { HeadTag } from '../shared/head-tags.js';
import type { LocaleInfo, SiteData } from '../shared/site-data.js';
import { routeHref } from '../shared/urls.js';

export interface RouteState {
  readonly site: SiteData;
  readonly locale: LocaleInfo;
  /** Current route path without baseUrl and locale prefix. */
  readonly path: string;
}

export const RouteContext = createContext<RouteState | null>(null);

export function useRoute(): RouteState {
  const value = useContext(RouteContext);
  if (!value) throw new Error('docgen bug: theme component rendered outside the route provider');
  return value;
}

/** UI string of the current locale, with `{name}` placeholders filled in. */
export function useStrings(): (key: string, values?: Record<string, string>) => string {
  const { site, locale } = useRoute();
  const strings = site.strings[locale.code] ?? {};
  return (key, values) => (strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
}

/** A site-configured text (navbar, footer, announcement) in the current locale: the translation
 * under `key` when the locale has one, else the text as configured. */
export function useTranslated(): (key: string, text: string) => string {
  const { site, locale } = useRoute();
  const strings = site.strings[locale.code] ?? {};
  return (key, text) => strings[key] ?? text;
}

/** Public href of a route path in the current (or a given) locale. */
export function useHref(): (path: string, localeCode?: string) => string {
  const { site, locale } = useRoute();
  return (path, localeCode) => {
    const target = localeCode ? (site.locales.find((candidate) => candidate.code === localeCode) ?? locale) : locale;
    return routeHref({ baseUrl: site.baseUrl, prefix: target.prefix, path, trailingSlash: site.trailingSlash });
  };
}

/** What a page asks for in <head>; collected on the server, applied to document on the client. */
export interface HeadData {
  title?: string;
  description?: string;
  noIndex?: boolean;
  /** The title as the page shows it ("Page | Site", or as the site's title formatter writes it). */
  fullTitle?: string;
  /** A `<title>` child: the whole title, as written (no site title added). It wins over the page's
   * title in `<title>`; og:title stays the page's, as in Docusaurus. */
  givenTitle?: string;
  /** A `<meta name="description">` child: it wins over the description given as a prop in the
   * description meta; og:description stays the prop's, as in Docusaurus. */
  givenDescription?: string;
  /** Other children: meta, link, script, style, noscript and base tags, in order. */
  tags?: HeadTag[];
  /** Classes of `<html className>` and `<body className>` children, and the theme's own. */
  htmlClass?: readonly string[];
  bodyClass?: string[];
  /** Other attributes of `<html>` and `<body>` children, by HTML name. */
  htmlAttributes?: Readonly<Record<string, string>>;
  bodyAttributes?: Readonly<Record<string, string>>;
}

export const HeadContext = createContext<HeadData | null>(null);
