// The doc being shown (`useDoc()`), the docs sidebar of the page (`useDocsSidebar()`) and the docs
// version (`useDocsVersion()`), as @docusaurus/plugin-content-docs/client gives them to the theme.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { PaginationLink, SidebarItem } from '../../shared/types.js';
import type { TOCItem } from '../theme-common/toc.js';
import { ReactContextError } from '../theme-common/utils.js';

/** What Docusaurus knows of a doc, in its shape (the fields docgen's page data has). */
export interface DocMetadata {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly version: string;
  readonly pluginId: string;
  readonly sidebar?: string;
  readonly previous?: PaginationLink;
  readonly next?: PaginationLink;
  readonly editUrl?: string;
  readonly lastUpdatedAt?: number;
  readonly lastUpdatedBy?: string;
  readonly tags: readonly { readonly label: string; readonly permalink: string; readonly description?: string }[];
  readonly unlisted: boolean;
  readonly draft: boolean;
  readonly frontMatter: DocFrontMatter;
  /** What docgen adds: the content's language when it differs from the page's (an untranslated
   * doc), and the URL of the doc's Markdown copy. */
  readonly docgen?: { readonly contentLang?: string; readonly untranslated?: boolean; readonly markdownCopy?: string };
}

export interface DocFrontMatter {
  readonly hide_title?: boolean;
  readonly hide_table_of_contents?: boolean;
  readonly toc_min_heading_level?: number;
  readonly toc_max_heading_level?: number;
  readonly keywords?: readonly string[];
  readonly image?: string;
  readonly [key: string]: unknown;
}

export interface DocContextValue {
  readonly metadata: DocMetadata;
  readonly frontMatter: DocFrontMatter;
  readonly toc: readonly TOCItem[];
  /** The doc's own top-level heading, when its Markdown starts with one (the theme then adds none). */
  readonly contentTitle: string | undefined;
  readonly assets: { readonly image?: string };
}

/** A doc's content component with what the theme reads from it (Docusaurus's `content` prop). */
export type DocContent = ComponentType & DocContextValue;

const DocContext = createContext<DocContextValue | null>(null);

export function DocProvider({ content, children }: { content: DocContextValue; children: ReactNode }) {
  const value = { metadata: content.metadata, frontMatter: content.frontMatter, toc: content.toc, contentTitle: content.contentTitle, assets: content.assets };
  return <DocContext.Provider value={value}>{children}</DocContext.Provider>;
}

export function useDoc(): DocContextValue {
  const value = useContext(DocContext);
  if (!value) throw new ReactContextError('DocProvider');
  return value;
}

export interface DocsSidebar {
  readonly name: string;
  readonly items: readonly SidebarItem[];
}

const SidebarContext = createContext<DocsSidebar | null | undefined>(undefined);

export function DocsSidebarProvider({ name, items, children }: { name: string | undefined; items: readonly SidebarItem[] | undefined; children: ReactNode }) {
  return <SidebarContext.Provider value={name && items ? { name, items } : null}>{children}</SidebarContext.Provider>;
}

export function useDocsSidebar(): DocsSidebar | null {
  const value = useContext(SidebarContext);
  if (value === undefined) throw new ReactContextError('DocsSidebarProvider');
  return value;
}

/** The page's docs sidebar, or null where there is none or no provider (the navbar, other pages). */
export const useOptionalDocsSidebar = (): DocsSidebar | null => useContext(SidebarContext) ?? null;

/** A docs version as the theme reads it. */
export interface DocsVersion {
  readonly pluginId: string;
  readonly version: string;
  readonly label: string;
  readonly banner: 'unreleased' | 'unmaintained' | null;
  readonly badge: boolean;
  readonly noIndex: boolean;
  readonly className: string;
  readonly isLast: boolean;
  /** The latest version, for the banner of an older or unreleased one: the same doc there, or its main doc. */
  readonly latest?: { readonly name: string; readonly label: string; readonly href: string };
}

const VersionContext = createContext<DocsVersion | null>(null);

export function DocsVersionProvider({ version, children }: { version: DocsVersion | null; children: ReactNode }) {
  return <VersionContext.Provider value={version}>{children}</VersionContext.Provider>;
}

export function useDocsVersion(): DocsVersion {
  const value = useContext(VersionContext);
  if (!value) throw new ReactContextError('DocsVersionProvider');
  return value;
}
