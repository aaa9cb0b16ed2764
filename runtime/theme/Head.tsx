// Sets the page title and description. On the server the values are collected for the HTML
// document; in the browser they are applied to document.head after each navigation, together
// with what derives from them (Open Graph, robots, canonical URL). The head tags a Docusaurus
// page gives as children are runtime/docusaurus/Head.tsx's: only the pages that use them ship it.
import { useContext, useEffect } from 'react';
import { HEAD_TAG_MARK } from '../shared/head-tags.js';
import { useOptionalTitleFormatter } from '../docusaurus/theme-common/title-formatter.js';
import { HeadContext, useHref, useRoute, type HeadData } from './context.js';

/** Sets `<meta {attr}={key} content>`; removes it when there is no value. */
export function setMeta(attr: 'name' | 'property', key: string, value: string | undefined) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attr, key);
    document.head.append(meta);
  }
  meta.content = value;
}

export default function Head({ title, description, noIndex }: HeadData) {
  const collector = useContext(HeadContext);
  const { site, path } = useRoute();
  const canonical = site.url + useHref()(path);
  // "Page | Site", or as the site's title formatter (ThemeProvider/TitleFormatter) writes it.
  const fullTitle = useOptionalTitleFormatter().format(title ?? '');
  // A Head without a title or description (a Layout inside a page that gave them to its
  // PageMetadata) leaves those of the Head before it, as Docusaurus's head manager does.
  if (collector)
    Object.assign(collector, { ...(title !== undefined ? { title, fullTitle } : {}), ...(description !== undefined ? { description } : {}), noIndex });
  useEffect(() => {
    if (title !== undefined) {
      document.title = fullTitle;
      setMeta('property', 'og:title', fullTitle);
    }
    if (description !== undefined || title !== undefined) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
    setMeta('name', 'robots', noIndex ? 'noindex, nofollow' : undefined);
    // A Docusaurus page's Head may have replaced the canonical link of the page before.
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="canonical"]:not([${HEAD_TAG_MARK}])`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = canonical;
    setMeta('property', 'og:url', canonical);
  }, [title, fullTitle, description, noIndex, canonical]);
  return null;
}
