// `docgen write-translations`: Docusaurus's `write-translations` for a site docgen builds. It writes
// the JSON files translators fill in under i18n/<locale>/ (the default locale unless --locale):
// code.json (the site's own marked texts and the theme's UI strings), the navbar's and footer's
// texts, each docs version's label and sidebar texts, and each blog's title and description.
// A file already there keeps its messages and gains the keys it lacks; --override writes the
// defaults over them, --messagePrefix marks the new ones. Each file written is counted aloud.
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { loadContent } from '../content/load-content.js';
import { DocgenError, problems } from '../errors.js';
import { blogTranslationFiles } from './write-translations/blog-files.js';
import { codeTranslationFile } from './write-translations/code-file.js';
import { docsTranslationFiles } from './write-translations/docs-files.js';
import { themeTranslationFiles } from './write-translations/theme-files.js';
import { writeTranslationFile } from './write-translations/translation-file.js';

export interface WriteTranslationsCommandOptions {
  locale?: string;
  override?: boolean;
  messagePrefix?: string;
  config?: string;
}

export async function writeTranslationsCommand({ siteDir, options }: { siteDir: string; options: WriteTranslationsCommandOptions }): Promise<void> {
  const site = resolve(siteDir);
  const config = await loadConfig({ siteDir: site, ...(options.config ? { configFile: options.config } : {}) });
  const locale = options.locale ?? config.defaultLocale;
  const known = config.locales.map(({ code }) => code);
  if (!known.includes(locale)) throw new DocgenError([problems.localeUnknown({ locale, known })]);
  // The locale's docs, as its build reads them: sidebars are expanded from them.
  const content = await loadContent({ config, locale });
  const files = [
    await codeTranslationFile({ siteDir: site, locale }),
    ...themeTranslationFiles(config),
    ...(await docsTranslationFiles({ config, content })),
    ...blogTranslationFiles({ config, locale }),
  ];
  const merge = { override: options.override ?? false, ...(options.messagePrefix ? { messagePrefix: options.messagePrefix } : {}) };
  for (const file of files) {
    await writeTranslationFile({ file: join(config.i18nDir, locale, file.path), siteDir: site, content: file.content, options: merge });
  }
}
