// What every compile job of a locale shares (compile-types.ts, CompileContext): its link table,
// UI strings, where chunks, media and Markdown copies go, heading levels, code themes, and the
// site's own Markdown plugins. Sent to each worker once per run.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../config/resolve-config.js';
import { codeOptionsOf } from '../../config/code-themes.js';
import { isSwizzled } from '../../config/swizzled.js';
import type { Pass } from '../site/pass.js';
import { hrefByFile } from './compile-jobs.js';
import type { CompileContext } from './compile-types.js';

/** Locale -> the compile context of its pages. Makes the folder the chunks are written to. */
export function compileContexts({ config, tables, site, output }: Pick<Pass, 'config' | 'tables' | 'site' | 'output'>): Record<string, CompileContext> {
  const location = output.data;
  mkdirSync(location.dir, { recursive: true });
  const contexts: Record<string, CompileContext> = {};
  const contentTrees = !isSwizzled(config.siteDir, 'MDXComponents');
  for (const table of tables) {
    contexts[table.locale.code] = {
      hrefByFile: hrefByFile(table),
      strings: site.strings[table.locale.code] ?? {},
      assets: output.media,
      minHeadingLevel: config.themeConfig.tableOfContents.minHeadingLevel,
      maxHeadingLevel: config.themeConfig.tableOfContents.maxHeadingLevel,
      chunkDir: location.dir,
      chunkUrl: location.url,
      ...(config.markdownPlugins ? { sitePlugins: { configFile: config.configFile, digest: config.markdownPlugins } } : {}),
      prism: codeOptionsOf(config.themeConfig.prism),
      ...(config.themeConfig.navbar.hideOnScroll ? { hideOnScroll: true } : {}),
      linkRoots: linkRootsOf({ config, locale: table.locale.code }),
      routeBase: { baseUrl: config.baseUrl, prefix: table.locale.prefix, trailingSlash: config.trailingSlash },
      ...(contentTrees ? { contentTrees } : {}),
      ...(config.markdownMermaid ? { mermaid: true } : {}),
      ...(config.plugins?.liveCode ? { liveCode: true } : {}),
      ...(config.llms
        ? { copies: { dir: output.localeDir(table.locale.prefix), url: table.href('/').replace(/\/$/, ''), siteUrl: config.url, exclude: config.llms.exclude } }
        : {}),
    };
  }
  return contexts;
}

/** Each content plugin's folders, its translation for the locale first: where a Markdown file
 * link written from its root (`/guides/setup.md`) is looked for, as Docusaurus does. */
function linkRootsOf({ config, locale }: { config: SiteConfig; locale: string }) {
  const translated = (dirName: string, folder: string) => join(config.i18nDir, locale, dirName, folder);
  const content = config.docInstances.map((instance) => [translated(instance.dirName, instance.version.translationFolder), instance.path]);
  if (config.pagesDir) content.push([translated('docusaurus-plugin-content-pages', ''), config.pagesDir]);
  return { siteDir: config.siteDir, content };
}
