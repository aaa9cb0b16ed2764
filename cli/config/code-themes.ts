// The Shiki themes of code blocks in light and dark mode (themeConfig.codeThemes), and docgen's
// own, whose colours were tuned for 4.5:1 contrast on the theme's code background.

export interface CodeThemes {
  readonly light: string;
  readonly dark: string;
}

export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };
