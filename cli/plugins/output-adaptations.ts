// Where a plugin relies on Docusaurus's output layout and docgen's differs, the host adapts the
// plugin's options so that it does its job on docgen's output.
//
// @docusaurus/plugin-pwa: its service worker finds a page in the precache by the page's URL or by
// `<URL>/index.html`, Docusaurus's layout when trailingSlash is unset. docgen writes such a page as
// `<URL>.html` (served at `<URL>`), so the precache manifest also lists every page under its URL,
// with the same revision: the worker then fetches and keeps `/docs/intro` itself.
import { sep } from 'node:path';
import type { SiteConfig } from '../config/resolve-config.js';

interface ManifestEntry {
  readonly url: string;
  readonly revision: string | null;
  readonly size: number;
}

/** workbox-build's manifestTransforms entry: each `x.html` page also under `x`. */
export const pagesByUrl = async (entries: readonly ManifestEntry[]) => ({
  manifest: [
    ...entries,
    ...entries
      .filter(({ url }) => url.endsWith('.html') && url !== 'index.html' && !url.endsWith('/index.html') && url !== '404.html')
      .map((entry) => ({ ...entry, url: entry.url.slice(0, -'.html'.length) })),
  ],
  warnings: [],
});

const isPwaPlugin = (file: string | undefined) => file?.includes(`${sep}@docusaurus${sep}plugin-pwa${sep}`) ?? false;

/** The options a plugin is created with, adapted to docgen's output where it needs it. */
export function adaptOptions({
  file,
  options,
  config,
}: {
  file: string | undefined;
  options: Record<string, unknown>;
  config: Pick<SiteConfig, 'trailingSlash'>;
}): Record<string, unknown> {
  if (!isPwaPlugin(file) || config.trailingSlash === true) return options;
  const given = (options.injectManifestConfig ?? {}) as { manifestTransforms?: unknown[] };
  return { ...options, injectManifestConfig: { ...given, manifestTransforms: [...(given.manifestTransforms ?? []), pagesByUrl] } };
}
