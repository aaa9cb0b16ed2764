// Docusaurus's <Head>: its children (title, meta, link, script…, and <html>/<body> classes) are the
// page's head tags (head-children.ts). On the server they are collected for the HTML document,
// after the theme's Head has set the page's own; in the browser they are applied after the
// theme's (a child's effect runs after its parent's), taken over from the server's at hydration
// and removed when the page goes.
import { useContext, useEffect, type ReactNode } from 'react';
import { HEAD_TAG_MARK, headTagKey, type HeadTag } from '../shared/head-tags.js';
import { HeadContext, useRoute } from '../theme/context.js';
import { setMeta } from '../theme/Head.js';
import { headChildren } from './head-children.js';

/** The Heads' tags of each key (`name=…`, `property=…`, `rel=canonical`), in the order they were
 * applied: only the last is in <head>, as the server wrote it (render-job.ts). Heads render
 * nothing, so their effects run in the order of the tree, the order the server collected them in. */
const keyed = new Map<string, Element[]>();

function showKeyed(key: string, element: Element): void {
  const stack = keyed.get(key) ?? [];
  stack.at(-1)?.remove();
  stack.push(element);
  keyed.set(key, stack);
}

function hideKeyed(key: string, element: Element): void {
  const stack = keyed.get(key) ?? [];
  const wasShown = stack.at(-1) === element;
  stack.splice(stack.indexOf(element), 1);
  element.remove();
  const next = stack.at(-1);
  if (wasShown && next) document.head.append(next);
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
    const shown = same >= 0 ? (unclaimed.splice(same, 1)[0] as Element) : element;
    if (key) showKeyed(key, shown);
    if (!shown.isConnected) document.head.append(shown);
    return { element: shown, key };
  });
  return () => elements.forEach(({ element, key }) => (key ? hideKeyed(key, element) : element.remove()));
}

/** Sets attributes on an element; returns what takes them away again: back to `base` where it has
 * the attribute (the locale's lang and dir), removed otherwise. At hydration the server's page
 * already has them, so what was there before is no guide. */
function applyAttributes(element: Element, attributes: Readonly<Record<string, string>>, base: Readonly<Record<string, string>> = {}): () => void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return () => {
    for (const name of Object.keys(attributes)) {
      const original = base[name];
      if (original === undefined) element.removeAttribute(name);
      else element.setAttribute(name, original);
    }
  };
}

export default function Head({ children }: { children?: ReactNode }) {
  const collector = useContext(HeadContext);
  const { locale } = useRoute();
  const given = headChildren(children);
  if (collector) {
    if (given.title !== undefined) collector.givenTitle = given.title;
    if (given.description !== undefined) collector.givenDescription = given.description;
    if (given.tags.length > 0) collector.tags = [...(collector.tags ?? []), ...given.tags];
    if (given.htmlClass.length > 0) collector.htmlClass = [...(collector.htmlClass ?? []), ...given.htmlClass];
    if (given.bodyClass.length > 0) collector.bodyClass = [...(collector.bodyClass ?? []), ...given.bodyClass];
    collector.htmlAttributes = { ...collector.htmlAttributes, ...given.htmlAttributes };
    collector.bodyAttributes = { ...collector.bodyAttributes, ...given.bodyAttributes };
  }
  // The page's og:title and og:description stay those of its metadata (theme Head), as Docusaurus leaves them.
  useEffect(() => {
    if (given.title !== undefined) document.title = given.title;
    if (given.description !== undefined) setMeta('name', 'description', given.description);
  }, [given.title, given.description]);
  // Compared by content: a new array of the same tags leaves <head> alone.
  const tagsKey = JSON.stringify(given.tags);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content
  useEffect(() => applyTags(given.tags), [tagsKey]);
  const classesKey = `${given.htmlClass.join(' ')}|${given.bodyClass.join(' ')}`;
  useEffect(() => {
    document.documentElement.classList.add(...given.htmlClass);
    document.body.classList.add(...given.bodyClass);
    return () => {
      document.documentElement.classList.remove(...given.htmlClass);
      document.body.classList.remove(...given.bodyClass);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content
  }, [classesKey]);
  const attributesKey = JSON.stringify([given.htmlAttributes, given.bodyAttributes]);
  useEffect(() => {
    const restoreHtml = applyAttributes(document.documentElement, given.htmlAttributes, { lang: locale.htmlLang, dir: locale.direction });
    const restoreBody = applyAttributes(document.body, given.bodyAttributes);
    return () => {
      restoreBody();
      restoreHtml();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content
  }, [attributesKey, locale]);
  return null;
}
