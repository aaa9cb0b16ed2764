// code.json: the texts of the site's own code marked for translation (src/), then the theme's UI
// strings, as Docusaurus writes it. The theme's strings start from docgen's own text in the
// locale's language (runtime/i18n/<language>.json), English where docgen has none.
import { ENGLISH, uiStringsFor } from '../../../runtime/i18n/ui-strings.js';
import { extractSiteTranslations } from './extract-code.js';
import type { TranslationFile, TranslationMessage } from './translation-file.js';

/** The strings visitors may see: `devServer.*` only ever show in serve --watch's own overlay. */
const forVisitors = (key: string) => !key.startsWith('devServer.');

export async function codeTranslationFile({ siteDir, locale }: { siteDir: string; locale: string }): Promise<TranslationFile> {
  const site = await extractSiteTranslations(siteDir);
  const own = uiStringsFor(locale) ?? ENGLISH;
  const content: Record<string, TranslationMessage> = { ...site };
  for (const [key, english] of Object.entries(ENGLISH)) {
    if (!forVisitors(key)) continue;
    const message = own[key] ?? english;
    // A swizzled component that uses a theme id keeps its description; the text is the theme's, as in Docusaurus.
    content[key] = { ...site[key], message };
  }
  return { path: 'code.json', content };
}
