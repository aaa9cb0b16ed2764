// Where a build's files go in its output folder, decided here and nowhere else. Each locale has
// its folder (the root for the default locale, `es/` for Spanish); pages sit there at their routes,
// with the locale's sitemap, llms.txt, feeds and redirect pages. Beside them, under assets/,
// everything named by its content (hosts may keep it forever):
// page data, sidebars and route manifests in data/, files Markdown links to in media/, the bundle
// in js/. Search bundles sit in pagefind/<locale>/<language>/, where the browser looks for them
// (runtime/shared/search.ts, which both sides read).
import { join } from 'node:path';
import { searchBundlePath } from '../../../runtime/shared/search.js';
import { routeFile } from '../../../runtime/shared/urls.js';

/** Files that hosts read at the root (Netlify, Cloudflare Pages; docgen serve reads `_headers`);
 * a site that has its own in a static folder keeps it. */
export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

/** A folder of the output and the URL it is served at (with a trailing slash). */
export interface Place {
  readonly dir: string;
  readonly url: string;
}

export interface OutputLayout {
  /** The content-named assets: the route manifest writes their URLs relative to this one. */
  readonly assets: Place;
  /** Page data, sidebars and route manifests. */
  readonly data: Place;
  /** Images and files that Markdown references by relative path, and the bundle's own files. */
  readonly media: Place;
  /** The client bundle. */
  readonly js: Place;
  /** The Pagefind bundle of a locale's pages in one content language. */
  searchBundle(input: { locale: string; language: string }): Place;
  /** A locale's folder, given its prefix (`''`, `es`). */
  localeDir(prefix: string): string;
  /** A page's HTML file in its locale's folder: its route's file (`docs/intro.html`, or
   * `docs/intro/index.html` with trailing slashes), `404.html` for the not-found page. */
  pageFile(input: { prefix: string; path: string; trailingSlash: boolean; notFound?: boolean }): string;
  /** `_headers` and `_redirects`, at the root. */
  readonly headersFile: string;
  readonly redirectsFile: string;
}

export function outputLayout({ outDir, baseUrl }: { outDir: string; baseUrl: string }): OutputLayout {
  const under = (...segments: string[]): Place => ({ dir: join(outDir, ...segments), url: `${baseUrl}${segments.map((segment) => `${segment}/`).join('')}` });
  return {
    assets: under('assets'),
    data: under('assets', 'data'),
    media: under('assets', 'media'),
    js: under('assets', 'js'),
    searchBundle: ({ locale, language }) => ({
      dir: join(outDir, ...searchBundlePath({ baseUrl: '/', locale, language }).split('/')),
      url: searchBundlePath({ baseUrl, locale, language }),
    }),
    localeDir: (prefix) => join(outDir, prefix),
    pageFile: ({ prefix, path, trailingSlash, notFound = false }) => join(outDir, prefix, notFound ? '404.html' : routeFile({ path, trailingSlash })),
    headersFile: join(outDir, HEADERS_FILE),
    redirectsFile: join(outDir, REDIRECTS_FILE),
  };
}
