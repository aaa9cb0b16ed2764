// The docs client's lookups by id (a doc, a sidebar of the layout), the doc root's metadata and
// the breadcrumbs' structured data.
//
// Docusaurus gives every page of a docs version the whole version's docs (its version module), and
// every page the id and path of every doc of every version (global data). docgen keeps neither in
// the page, which would grow every page of a large site with its size: what a page knows of other
// docs is its sidebar (each doc's id, label and link; and the description of those shown as cards,
// cli/routes/sidebars.ts). So these lookups answer from there, and return undefined, or null, for
// a doc the page does not know rather than saying that it does not exist.
import type { ReactNode } from 'react';
import type { SidebarItem } from '../../shared/types.js';
import useDocusaurusContext from '../useDocusaurusContext.js';
import { useDocsVersion, useOptionalDocsSidebar, type DocsSidebar } from './doc.js';
import { findFirstSidebarItemLink } from './sidebar.js';
import { useDocsVersionCandidates } from './versions.js';

type Link = Extract<SidebarItem, { type: 'link' }>;

/** A doc of the version as the theme reads it by id. */
export interface VersionDoc {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly sidebar?: string;
}

// Each sidebar's doc links by doc id, made once per sidebar.
const linksOf = new WeakMap<readonly SidebarItem[], ReadonlyMap<string, Link>>();

function docLinks(items: readonly SidebarItem[]): ReadonlyMap<string, Link> {
  let links = linksOf.get(items);
  if (!links) {
    const found = new Map<string, Link>();
    const walk = (list: readonly SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'link' && item.docId && !found.has(item.docId)) found.set(item.docId, item);
        else if (item.type === 'category') walk(item.items);
      }
    };
    walk(items);
    linksOf.set(items, (links = found));
  }
  return links;
}

function docInSidebar(sidebar: DocsSidebar | null, id: string): VersionDoc | undefined {
  const link = sidebar ? docLinks(sidebar.items).get(id) : undefined;
  if (!link || !sidebar) return undefined;
  // The sidebar's label stands for the title, which only the doc's own page carries.
  return { id, title: link.label, ...(link.description ? { description: link.description } : {}), sidebar: sidebar.name };
}

/** A doc of the current version by id: undefined without an id, and for a doc outside the page's
 * sidebar, which docgen does not put in the page (Docusaurus fails on an id the version lacks). */
export function useDocById(id: string | undefined): VersionDoc | undefined {
  useDocsVersion(); // only inside a docs version, as in Docusaurus
  const sidebar = useOptionalDocsSidebar();
  return id ? docInSidebar(sidebar, id) : undefined;
}

/** The doc a navbar item (or any part of the layout) names, in the version being read, else the
 * preferred or the latest one: the global data's docs (docgen lists none), else the page's own
 * sidebar. Null when the page does not know the doc (in Docusaurus, only for a draft). */
export function useLayoutDoc(docId: string, docsPluginId?: string): { id: string; path: string; sidebar?: string } | null {
  const versions = useDocsVersionCandidates(docsPluginId);
  const sidebar = useOptionalDocsSidebar();
  const listed = versions.flatMap((version) => version.docs).find((doc) => doc.id === docId);
  if (listed) return listed;
  const link = sidebar ? docLinks(sidebar.items).get(docId) : undefined;
  return link && sidebar ? { id: docId, path: link.href, sidebar: sidebar.name } : null;
}

/** A sidebar of the layout by id, with its first link: from the global data's sidebars (docgen
 * lists none), else the page's own sidebar when it is that one; without a link otherwise. */
export function useLayoutDocsSidebar(sidebarId: string, docsPluginId?: string): { link?: { label: string; path: string } } {
  const versions = useDocsVersionCandidates(docsPluginId);
  const sidebar = useOptionalDocsSidebar();
  const listed = versions.map((version) => version.sidebars[sidebarId]).find(Boolean);
  if (listed) return listed;
  if (sidebar?.name !== sidebarId) return {};
  const first = sidebar.items.map((item) => ({ item, path: findFirstSidebarItemLink(item) })).find((candidate) => candidate.path);
  return first && first.item.type !== 'html' ? { link: { label: first.item.label, path: first.path as string } } : {};
}

/** DocRoot's props as docgen's App gives them (the doc, its sidebar's name and items); Docusaurus's
 * own `route`, its nested routes, is never given: docgen renders the route the page is. */
export interface DocRootProps {
  readonly sidebarName?: string;
  readonly sidebarItems?: readonly SidebarItem[];
  readonly children?: ReactNode;
}

/** What DocRoot shows: the doc, and its sidebar's name and items; null when there is no doc. */
export function useDocRootMetadata(
  props: DocRootProps,
): { docElement: ReactNode; sidebarName: string | undefined; sidebarItems: readonly SidebarItem[] | undefined } | null {
  if (props.children === undefined || props.children === null) return null;
  return { docElement: props.children, sidebarName: props.sidebarName, sidebarItems: props.sidebarItems };
}

/** The breadcrumbs as schema.org's BreadcrumbList (items without a link left out). */
export function useBreadcrumbsStructuredData({ breadcrumbs }: { breadcrumbs: readonly SidebarItem[] }) {
  const { url } = useDocusaurusContext().siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs
      .flatMap((item) => (item.type !== 'html' && item.href ? [{ label: item.label, href: item.href }] : []))
      .map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.label, item: `${url}${item.href}` })),
  };
}
