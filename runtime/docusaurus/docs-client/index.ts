// `@docusaurus/plugin-content-docs/client`: what the theme reads of the docs.
export { DocProvider, DocsSidebarProvider, DocsVersionProvider, useDoc, useDocsSidebar, useDocsVersion } from './doc.js';
export type { DocContent, DocContextValue, DocFrontMatter, DocMetadata, DocsSidebar, DocsVersion } from './doc.js';
export { useBreadcrumbsStructuredData, useDocById, useDocRootMetadata, useLayoutDoc, useLayoutDocsSidebar, type VersionDoc } from './docs-utils.js';
export {
  DocSidebarItemsExpandedStateProvider,
  filterDocCardListItems,
  findFirstSidebarItemLink,
  findSidebarCategory,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useCurrentSidebarCategory,
  useCurrentSidebarSiblings,
  useDocSidebarItemsExpandedState,
  useSidebarBreadcrumbs,
  useVisibleSidebarItems,
} from './sidebar.js';
export {
  DocsPreferredVersionContextProvider,
  getDocsVersionSearchTag,
  useActiveDocContext,
  useActivePlugin,
  useActivePluginAndVersion,
  useActiveVersion,
  useAllDocsData,
  useDocsContextualSearchTags,
  useDocsData,
  useDocsPreferredVersion,
  useDocsPreferredVersionByPluginId,
  useDocsVersionCandidates,
  useDocVersionSuggestions,
  useLatestVersion,
  useVersions,
} from './versions.js';
