// What a build or `serve --watch` of a config works on: the locales it builds, and the folders its
// output must never be (or hold), since publishing replaces the output folder.
import { DocgenError, problems } from '../errors.js';
import type { SiteConfig } from './resolve-config.js';

/** The locales to build: the one asked for (which must be the site's), or all of them. */
export function checkLocale({ config, locale }: { config: SiteConfig; locale?: string }): readonly string[] {
  const knownLocales = config.locales.map((candidate) => candidate.code);
  if (locale && !knownLocales.includes(locale)) throw new DocgenError([problems.localeUnknown({ locale, known: knownLocales })]);
  return locale ? [locale] : knownLocales;
}

/** The site's own files and folders, which an output folder must not be or contain. */
export function protectedPaths(config: SiteConfig): string[] {
  return [
    config.configFile,
    ...config.docs.map((plugin) => plugin.path),
    ...config.blogs.map((blog) => blog.path),
    ...config.staticDirs,
    ...(config.pagesDir ? [config.pagesDir] : []),
  ];
}
