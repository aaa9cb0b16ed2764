// Sets the page title and description. On the server the values are collected for the HTML
// document; in the browser they are applied to document.head after each navigation, together
// with what derives from them (Open Graph, robots, canonical URL).
import { useContext, useEffect } from 'react';
import { formatTitle } from '../shared/title.js';
import { HeadContext, useHref, useRoute, type HeadData } from './context.js';

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

export default function Head({ title, description, noIndex }: HeadData) {
  const collector = useContext(HeadContext);
  const { site, path } = useRoute();
  const canonical = site.url + useHref()(path);
  if (collector) Object.assign(collector, { title, description, noIndex });
  useEffect(() => {
    const fullTitle = formatTitle({ title, siteTitle: site.title, delimiter: site.titleDelimiter });
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('name', 'robots', noIndex ? 'noindex, nofollow' : undefined);
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', canonical);
    setMeta('property', 'og:url', canonical);
  }, [title, description, noIndex, canonical, site.title, site.titleDelimiter]);
  return null;
}
