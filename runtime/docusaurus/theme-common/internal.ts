// `@docusaurus/theme-common/internal`: what Docusaurus's own theme components import besides the
// public API. Swizzled components copied from Docusaurus import these names.
export * from './index.js';
export { AnnouncementBarProvider, useAnnouncementBar } from './announcement-bar.js';
export { NavbarProvider, splitNavbarItems, useLockBodyScroll } from './navbar.js';
export { SkipToContentFallbackId, SkipToContentLink } from './skip-to-content.js';
export { useBackToTopButton } from './scroll.js';
export { groupBy } from './utils.js';
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
  type CodeBlockMetadata,
  type CodeToken,
} from './code-block.js';
export { useCodeWordWrap, type WordWrap } from './code-word-wrap.js';
export { useQueryStringValue } from './query-string.js';
export { sanitizeTabsChildren, TabsProvider, useTabs, useTabsContextValue, type TabItemProps, type TabsProps, type TabValue } from './tabs.js';
