// `useThemeConfig()`: the site's themeConfig, in Docusaurus's shape (shared/site-data.ts, ThemeConfig).
import type { ThemeConfig } from '../../shared/site-data.js';
import useDocusaurusContext from '../useDocusaurusContext.js';

export function useThemeConfig(): ThemeConfig {
  return useDocusaurusContext().siteConfig.themeConfig;
}
