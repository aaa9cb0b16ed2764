// Checks that themeConfig.codeThemes names themes Shiki has, so a misspelt theme fails when the
// config loads, with the key, and not in the middle of highlighting. Shiki's list is loaded only
// for a site that picks other themes than docgen's.
import { DEFAULT_CODE_THEMES, type CodeThemes } from './code-themes.js';
import { DocgenError, problems } from '../errors.js';

export async function checkCodeThemes(themes: CodeThemes): Promise<void> {
  if (themes.light === DEFAULT_CODE_THEMES.light && themes.dark === DEFAULT_CODE_THEMES.dark) return;
  const { bundledThemes } = await import('shiki/themes');
  const found = (['light', 'dark'] as const)
    .filter((mode) => !Object.hasOwn(bundledThemes, themes[mode]))
    .map((mode) =>
      problems.configInvalid({
        key: `themeConfig.codeThemes.${mode}`,
        reason: `Shiki has no theme "${themes[mode]}". Use a name listed at https://shiki.style/themes, such as "${DEFAULT_CODE_THEMES[mode]}" or "one-dark-pro".`,
      }),
    );
  if (found.length > 0) throw new DocgenError(found);
}
