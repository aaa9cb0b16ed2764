// `@docusaurus/theme-common`: the hooks, providers and helpers Docusaurus's theme and sites'
// own components build on, by Docusaurus's names.
export { processAdmonitionProps } from './admonition.js';
export { useAnchorTargetClassName } from './anchor.js';
export { AnnouncementBarProvider, useAnnouncementBar } from './announcement-bar.js';
export { ThemeClassNames } from './class-names.js';
export { usePrismTheme } from './code-block.js';
export { Collapsible, useCollapsible } from './collapsible.js';
export { ColorModeProvider, useColorMode, type ColorMode, type ColorModeChoice } from './color-mode.js';
export { HtmlClassNameProvider, PluginHtmlClassNameProvider } from './html-class.js';
export { isSamePath, useHomePageRoute, useLocalPathname, useLocationChange } from './location.js';
export { NavbarSecondaryMenuFiller, useNavbarMobileSidebar, useNavbarSecondaryMenu, useHideableNavbar, type NavbarSecondaryMenuComponent } from './navbar.js';
export { PageMetadata } from './page-metadata.js';
export { useQueryString } from './query-string.js';
export { useDateTimeFormat, usePluralForm } from './plural.js';
export { ScrollControllerProvider, useScrollController, useScrollPosition, useScrollPositionBlocker, useSmoothScrollTo } from './scroll.js';
export { createStorageSlot, listStorageKeys, useStorageSlot } from './storage.js';
export { useThemeConfig } from './theme-config.js';
export { useFilteredAndTreeifiedTOC, useTOCHighlight, useTreeifiedTOC, type TOCHighlightConfig, type TOCItem, type TOCTreeNode } from './toc.js';
export { composeProviders, duplicates, isRegexpStringMatch, prefersReducedMotion, ReactContextError, uniq, useEvent, usePrevious } from './utils.js';
export { useWindowSize, type WindowSize } from './window-size.js';
