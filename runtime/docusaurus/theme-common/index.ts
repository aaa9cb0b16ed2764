// `@docusaurus/theme-common`: the hooks, providers and helpers Docusaurus's theme and sites'
// own components build on, by Docusaurus's names.
export { AnnouncementBarProvider, useAnnouncementBar } from './announcement-bar.js';
export { ThemeClassNames } from './class-names.js';
export { listTagsByLetters, translateTagsPageTitle, type TagLetterEntry, type TagsListItem } from './tags.js';
export { Collapsible, useCollapsible } from './collapsible.js';
export { ColorModeProvider, useColorMode, type ColorMode, type ColorModeChoice } from './color-mode.js';
export { HtmlClassNameProvider, PluginHtmlClassNameProvider } from './html-class.js';
export { isSamePath, useHomePageRoute, useLocalPathname, useLocationChange } from './location.js';
export { NavbarSecondaryMenuFiller, useNavbarMobileSidebar, useNavbarSecondaryMenu, useHideableNavbar, type NavbarSecondaryMenuComponent } from './navbar.js';
export { PageMetadata } from './page-metadata.js';
export { useDateTimeFormat, usePluralForm } from './plural.js';
export { ScrollControllerProvider, useScrollController, useScrollPosition, useScrollPositionBlocker, useSmoothScrollTo } from './scroll.js';
export { createStorageSlot, listStorageKeys, useStorageSlot } from './storage.js';
export { useThemeConfig } from './theme-config.js';
export { useFilteredAndTreeifiedTOC, useTOCHighlight, useTreeifiedTOC, type TOCHighlightConfig, type TOCItem, type TOCTreeNode } from './toc.js';
export { composeProviders, duplicates, isRegexpStringMatch, prefersReducedMotion, ReactContextError, uniq, useEvent, usePrevious } from './utils.js';
export { useWindowSize, type WindowSize } from './window-size.js';
