// Where the offline search index of a locale lives, for the build that writes it and the browser
// that reads it. No node:*, no DOM.
import { joinUrl } from './urls.js';

/** Folder (with trailing slash) of the Pagefind bundle for one locale and content language. */
export function searchBundlePath({ baseUrl, locale, language }: { baseUrl: string; locale: string; language: string }): string {
  return `${joinUrl(baseUrl, 'pagefind', locale, language)}/`;
}

/** Pagefind filter values a page is indexed under: its docs plugin and version, or `pages`. */
export function searchScope(instance: { pluginId: string; version: string } | undefined): string {
  return instance ? `${instance.pluginId}@${instance.version}` : 'pages';
}

/** The ISO 639-1 code Pagefind indexes a locale's content under (`es-ES` -> `es`). */
export const searchLanguage = (htmlLang: string) => (htmlLang.split('-')[0] ?? htmlLang).toLowerCase();
