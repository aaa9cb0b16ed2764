// `@docusaurus/theme-common/internal`: what Docusaurus's own theme components import besides the
// public API. Swizzled components copied from Docusaurus import these names.
export * from './index.js';
export {
  BlogAuthorNoPostsLabel,
  BlogAuthorsListViewAllLabel,
  translateBlogAuthorsListPageTitle,
  useBlogAuthorPageTitle,
  useBlogTagsPostsPageTitle,
} from './blog-translations.js';
export { AnnouncementBarProvider, useAnnouncementBar } from './announcement-bar.js';
export { ColorModeProvider } from './color-mode.js';
export { PluginHtmlClassNameProvider } from './html-class.js';
export { isSamePath, useHomePageRoute, useLocalPathname, useLocationChange } from './location.js';
export { NavbarProvider, splitNavbarItems, useHideableNavbar, useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu } from './navbar.js';
export { useDateTimeFormat } from './plural.js';
export { ScrollControllerProvider, useBackToTopButton, useScrollController, useScrollPosition, useSmoothScrollTo } from './scroll.js';
export { useScrollPositionBlocker } from './scroll-position-blocker.js';
export { useFilteredAndTreeifiedTOC, useTOCHighlight, useTreeifiedTOC } from './toc.js';
export {
  CodeBlockContextProvider,
  containsLineNumbers,
  createCodeBlockMetadata,
  getLineNumbersStart,
  getPrismCssVariables,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  useCodeBlockContext,
  useInlinePrismTheme,
  type CodeBlockMetadata,
  type CodeToken,
} from './code-block.js';
export { useCodeWordWrap, type WordWrap } from './code-word-wrap.js';
export { sanitizeTabsChildren, TabsProvider, useTabs, useTabsContextValue, type TabItemProps, type TabsProps, type TabValue } from './tabs.js';
export { useAlternatePageUtils } from './alternate-page.js';
export { useDocCardDescriptionCategoryItemsPlural } from './docs-translations.js';
export { extractLeadingEmoji } from './emoji.js';
export { useHistoryPopHandler, useQueryStringValue } from './history.js';
export { DEFAULT_SEARCH_TAG } from './search-tag.js';
export { TitleFormatterProvider, useTitleFormatter } from './title-formatter.js';
