// Sets the page title and description, and the head tags a page gives as children (Docusaurus's
// <Head>: title, meta, link, script…). On the server the values are collected for the HTML
// document; in the browser they are applied to document.head after each navigation, together
// with what derives from them (Open Graph, robots, canonical URL).
import { useContext, useEffect, type ReactNode } from 'react';
import { formatTitle } from '../shared/title.js';
import { HEAD_TAG_MARK, headTagKey, type HeadTag } from '../shared/head-tags.js';
import { HeadContext, useHref, useRoute, type HeadData } from './context.js';
import { headChildren } from './head-children.js';

/** Sets `<meta {attr}={key} content>`; removes it when there is no value. */
function setMeta(attr: 'name' | 'property', key: string, value: string | undefined) {
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

/** Puts the tags in <head>, taking over the same tags the server wrote; returns what removes them. */
function applyTags(tags: readonly HeadTag[]): () => void {
  const unclaimed = [...document.head.querySelectorAll(`[${HEAD_TAG_MARK}]`)];
  const elements = tags.map((tag) => {
    const element = document.createElement(tag.tagName);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value === true ? '' : value);
    element.setAttribute(HEAD_TAG_MARK, '');
    if (tag.innerHTML) element.innerHTML = tag.innerHTML;
    // The tag replaces the theme's own of the same name, as the server wrote it (html-document.ts).
    const key = headTagKey(tag);
    if (key) document.head.querySelector(`${tag.tagName}[${key.replace('=', '="')}"]:not([${HEAD_TAG_MARK}])`)?.remove();
    const same = unclaimed.findIndex((candidate) => candidate.isEqualNode(element));
    if (same >= 0) return unclaimed.splice(same, 1)[0] as Element;
    document.head.append(element);
    return element;
  });
  return () => elements.forEach((element) => element.remove());
}

export default function Head({ title, description, noIndex, children }: HeadData & { children?: ReactNode }) {
  const collector = useContext(HeadContext);
  const { site, path } = useRoute();
  const canonical = site.url + useHref()(path);
  const given = headChildren(children);
  if (collector) {
    // Several Heads may render (the layout's, then the page's): each sets only what it gives.
    if (title !== undefined) collector.title = title;
    if (given.title !== undefined) collector.fullTitle = given.title;
    const pageDescription = given.description ?? description;
    if (pageDescription !== undefined) collector.description = pageDescription;
    if (noIndex !== undefined) collector.noIndex = noIndex;
    if (given.tags.length > 0) collector.tags = [...(collector.tags ?? []), ...given.tags];
  }
  const tagsKey = JSON.stringify(given.tags);
  // The theme's Head (props, no children) owns the title and what derives from it; a page's Head
  // with children changes only what it gives, after the theme's (its effect runs later).
  const themeHead = children === undefined;
  useEffect(() => {
    if (!themeHead) {
      if (given.title !== undefined) {
        document.title = given.title;
        setMeta('property', 'og:title', given.title);
      }
      if (given.description !== undefined) {
        setMeta('name', 'description', given.description);
        setMeta('property', 'og:description', given.description);
      }
      return;
    }
    const fullTitle = formatTitle({ title, siteTitle: site.title, delimiter: site.titleDelimiter });
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('name', 'robots', noIndex ? 'noindex, nofollow' : undefined);
    // A page's Head may have replaced the canonical link of the page before (applyTags).
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="canonical"]:not([${HEAD_TAG_MARK}])`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = canonical;
    setMeta('property', 'og:url', canonical);
  }, [themeHead, title, given.title, description, given.description, noIndex, canonical, site.title, site.titleDelimiter]);
  // The tags are compared by content: a new array of the same tags leaves <head> alone.
  useEffect(() => applyTags(given.tags), [tagsKey]);
  return null;
}
