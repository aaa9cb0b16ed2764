// `@docusaurus/plugin-content-docs/client`: what the theme reads of the docs.
export { DocProvider, DocsSidebarProvider, DocsVersionProvider, useDoc, useDocsSidebar, useDocsVersion } from './doc.js';
export type { DocContent, DocContextValue, DocFrontMatter, DocMetadata, DocsSidebar, DocsVersion } from './doc.js';
export {
  DocSidebarItemsExpandedStateProvider,
  filterDocCardListItems,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useCurrentSidebarCategory,
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
