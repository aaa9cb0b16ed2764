// A docs version's tags: its tags file (`tags.yml` in its docs folder, a translation's first) and
// each doc's tags from its front matter, with the doc tags the file lacks reported as the plugin's
// onInlineTags says (in the default locale, and for translated docs), as Docusaurus does.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { DocsInstance, SiteConfig } from '../config/resolve-config.js';
import { problems, type Problem } from '../errors.js';
import { logger } from '../logger.js';
import { lineOfKey } from './frontmatter.js';
import { readKeyedFile } from './keyed-file.js';
import type { MarkdownSource } from './read-source.js';
import { resolveTags, type ContentTag } from './tags.js';

/** What gives each doc of `plugin` in `locale` its tags (route paths below the version's tags path). */
export function docTagsReader({
  plugin,
  locale,
  config,
  found,
}: {
  plugin: DocsInstance;
  locale: string;
  config: SiteConfig;
  found: Problem[];
}): (source: MarkdownSource) => ContentTag[] {
  const name = plugin.tagsFile;
  const translated = join(config.i18nDir, locale, plugin.dirName, plugin.version.translationFolder);
  const file = name
    ? [...(locale === config.defaultLocale ? [] : [join(translated, name)]), join(plugin.path, name)].find((path) => existsSync(path))
    : undefined;
  const display = (path: string) => relative(config.siteDir, path).split(sep).join('/');
  const known = file ? readKeyedFile({ file, found, invalid: (reason) => problems.docsTagsInvalid({ file: display(file), reason }) }) : {};
  const basePath = `/${[plugin.routeBasePath, plugin.tagsBasePath].filter(Boolean).join('/')}`;
  return (source) => {
    const { tags, inline } = resolveTags({ values: source.frontMatter.tags ?? [], known, basePath });
    const setting = plugin.onInlineTags;
    // Without a tags file every tag is inline, and nothing is said (as in Docusaurus).
    if (!file || inline.length === 0 || setting === 'ignore' || (locale !== config.defaultLocale && !source.fromTranslation)) return tags;
    const line = lineOfKey(readFileSync(source.file, 'utf8'), 'tags');
    const problem = problems.docTagsInline({ file: source.displayPath, line, labels: [...new Set(inline)], tagsFile: display(file) });
    if (setting === 'throw') found.push(problem);
    else logger[setting === 'warn' ? 'warn' : 'info'](`${problem.where}: ${problem.message}`);
    return tags;
  };
}
