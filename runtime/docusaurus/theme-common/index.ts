// `@docusaurus/theme-common`: the hooks, providers and helpers Docusaurus's theme and sites'
// own components build on, by Docusaurus's names.
export { processAdmonitionProps } from './admonition.js';
export { useAnchorTargetClassName } from './anchor.js';
export { ThemeClassNames } from './class-names.js';
export { usePrismTheme } from './prism-theme-hook.js';
export { DraftBannerMessage, DraftBannerTitle, UnlistedBannerMessage, UnlistedBannerTitle, UnlistedMetadata } from './content-visibility.js';
export { ErrorBoundaryError, ErrorBoundaryErrorMessageFallback, ErrorBoundaryTryAgainButton, ErrorCauseBoundary } from './error-boundary.js';
export { listTagsByLetters, translateTagsPageTitle, type TagLetterEntry, type TagModule, type TagsListItem } from './tags.js';
export { Collapsible, useCollapsible } from './collapsible.js';
export { useColorMode, type ColorMode, type ColorModeChoice } from './color-mode.js';
export { HtmlClassNameProvider } from './html-class.js';
export { NavbarSecondaryMenuFiller, type NavbarSecondaryMenuComponent } from './navbar.js';
export { PageMetadata } from './page-metadata.js';
export { SkipToContentFallbackId, SkipToContentLink } from './skip-to-content.js';
export { isMultiColumnFooterLinks } from './footer.js';
export { filterDocCardListItems, useCurrentSidebarCategory, useDocsPreferredVersion } from '../docs-client/index.js';
export { useDateTimeFormat, usePluralForm } from './plural.js';
export { createStorageSlot, listStorageKeys } from './storage.js';
export { useStorageSlot } from './storage-slot.js';
export { useThemeConfig } from './theme-config.js';
export { default as ThemedComponent } from './themed-component.js';
export { useContextualSearchFilters, useSearchLinkCreator, useSearchQueryString } from './search.js';
export { mergeSearchParams, mergeSearchStrings, useClearQueryString, useHistorySelector, useQueryString, useQueryStringList } from './history.js';
export type { TOCHighlightConfig, TOCItem, TOCTreeNode } from './toc.js';
export { composeProviders, duplicates, groupBy, isRegexpStringMatch, prefersReducedMotion, ReactContextError, uniq, useEvent, usePrevious } from './utils.js';
export { useWindowSize, type WindowSize } from './window-size.js';
