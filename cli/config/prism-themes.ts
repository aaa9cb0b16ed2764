// A Docusaurus config's code colours: `themeConfig.prism.theme` and `darkTheme` are theme objects
// from prism-react-renderer, which docgen maps to the Shiki theme closest to each. The objects
// carry no name, so they are recognised among the site's own prism-react-renderer themes.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEFAULT_CODE_THEMES } from './code-themes.js';

/** prism-react-renderer theme -> the Shiki theme that looks most like it. Themes left out have
 * no close Shiki theme. */
const SHIKI_THEME_OF: Readonly<Record<string, string>> = {
  github: 'github-light',
  vsLight: 'light-plus',
  vsDark: 'dark-plus',
  dracula: 'dracula',
  oneLight: 'one-light',
  oneDark: 'one-dark-pro',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  palenight: 'material-theme-palenight',
  okaidia: 'monokai',
  synthwave84: 'synthwave-84',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  oceanicNext: 'material-theme-ocean',
  ultramin: 'min-light',
};

/** What Docusaurus shows when the config names no theme. */
const DOCUSAURUS_DEFAULT = 'palenight';

/** The site's prism-react-renderer themes by name; none when the site does not have it. */
function siteThemes(siteDir: string): Readonly<Record<string, unknown>> {
  try {
    const module = createRequire(join(siteDir, 'package.json'))('prism-react-renderer') as { themes?: Record<string, unknown> };
    return module.themes ?? {};
  } catch {
    return {};
  }
}

function nameOf(theme: unknown, themes: Readonly<Record<string, unknown>>): string | undefined {
  const entries = Object.entries(themes);
  // The same object when the config required the same module; equal content otherwise.
  const same = entries.find(([, candidate]) => candidate === theme) ?? entries.find(([, candidate]) => JSON.stringify(candidate) === JSON.stringify(theme));
  return same?.[0];
}

/**
 * `themeConfig.codeThemes` for a Docusaurus `themeConfig.prism`: the light theme from `theme`, the
 * dark one from `darkTheme` (else `theme`, as Docusaurus does). A theme docgen cannot map keeps
 * docgen's own colours in its mode, with a note in `ignored`; undefined when neither maps.
 */
export function codeThemesOfPrism({ prism, siteDir, ignored }: { prism: Record<string, unknown>; siteDir: string; ignored: string[] }) {
  for (const key of Object.keys(prism)) {
    // Shiki knows every language prism needs to be told about; magic comments are docgen's own.
    if (!['theme', 'darkTheme', 'additionalLanguages'].includes(key)) ignored.push(`themeConfig.prism.${key}`);
  }
  if (prism.theme === undefined && prism.darkTheme === undefined) return undefined;
  const themes = siteThemes(siteDir);
  const shikiOf = (key: 'theme' | 'darkTheme', theme: unknown) => {
    const name = theme === undefined ? DOCUSAURUS_DEFAULT : nameOf(theme, themes);
    const shiki = name ? SHIKI_THEME_OF[name] : undefined;
    if (!shiki) ignored.push(`themeConfig.prism.${key} (${name ? `${name}: no close Shiki theme` : 'a theme of its own'}; docgen's code colours stay)`);
    return shiki;
  };
  const light = shikiOf('theme', prism.theme);
  const dark = prism.darkTheme === undefined ? light : shikiOf('darkTheme', prism.darkTheme);
  if (!light && !dark) return undefined;
  return { light: light ?? DEFAULT_CODE_THEMES.light, dark: dark ?? DEFAULT_CODE_THEMES.dark };
}
