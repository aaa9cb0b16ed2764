// `usePrismTheme()`: the code theme of the colour mode shown (the light one until the page runs),
// for components that colour code in the browser (a live code editor), as Docusaurus's hook gives it.
import type { PrismTheme } from '../../shared/prism-theme.js';
import { useColorMode } from './color-mode.js';
import { useThemeConfig } from './theme-config.js';

export function usePrismTheme(): PrismTheme {
  const { prism } = useThemeConfig();
  const { colorMode } = useColorMode();
  return colorMode === 'dark' && prism.darkTheme ? prism.darkTheme : prism.theme;
}
