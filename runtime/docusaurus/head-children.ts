// The children of Head, as Docusaurus pages write them (`<Head><title>…</title><meta …/></Head>`,
// or `<head>` in MDX), read into data: the title, the description and the other head tags. The
// server writes them into the page's <head>; the browser applies them after a navigation.
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { HeadTag } from '../shared/head-tags.js';

const HEAD_TAGS = new Set(['meta', 'link', 'script', 'style', 'noscript', 'base']);

// React's prop names for the attributes head tags use; any other prop keeps its name.
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  hrefLang: 'hreflang',
  itemProp: 'itemprop',
  noModule: 'nomodule',
  fetchPriority: 'fetchpriority',
  imageSrcSet: 'imagesrcset',
  imageSizes: 'imagesizes',
};

export interface HeadChildren {
  readonly title?: string;
  readonly description?: string;
  readonly tags: HeadTag[];
  /** Classes `<html className>` and `<body className>` add to the document's elements. */
  readonly htmlClass: string[];
  readonly bodyClass: string[];
  /** Their other attributes (`<html lang="fr">`, `<body data-page="home">`), by HTML name. */
  readonly htmlAttributes: Record<string, string>;
  readonly bodyAttributes: Record<string, string>;
}

// The colour mode script owns data-theme; classes are merged, not replaced.
const OWNED_ATTRIBUTES = new Set(['class', 'data-theme', 'children']);

/** An `<html>` or `<body>` element's attributes besides its classes, by HTML name. */
function elementAttributes(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    const html = ATTRIBUTE_NAMES[name] ?? name;
    if (OWNED_ATTRIBUTES.has(html) || value === undefined || value === null || value === false) continue;
    attributes[html] = value === true ? '' : String(value);
  }
  return attributes;
}

/** The text of children, elements opened (MDX may wrap a title's text in a paragraph). */
const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement(child)
          ? textOf((child.props as { children?: ReactNode }).children)
          : '',
    )
    .join('');

/** Elements in order, fragments opened. */
function elementsOf(children: ReactNode): { type: unknown; props: Record<string, unknown> }[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const props = child.props as Record<string, unknown>;
    return child.type === Fragment ? elementsOf(props.children as ReactNode) : [{ type: child.type, props }];
  });
}

function headTag(tagName: string, props: Record<string, unknown>): HeadTag {
  const attributes: Record<string, string | true> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML' || value === undefined || value === null || value === false) continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name] = value === true ? true : String(value);
  }
  const html = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html ?? textOf(props.children as ReactNode);
  // Text in a script or style ends at the first closing tag of its kind: one inside it is escaped.
  const innerHTML = html.replace(new RegExp(`</(${tagName})`, 'gi'), '<\\/$1');
  return { tagName, attributes, ...(innerHTML ? { innerHTML } : {}) };
}

export function headChildren(children: ReactNode): HeadChildren {
  let title: string | undefined;
  let description: string | undefined;
  const tags: HeadTag[] = [];
  const htmlClass: string[] = [];
  const bodyClass: string[] = [];
  const htmlAttributes: Record<string, string> = {};
  const bodyAttributes: Record<string, string> = {};
  const classesOf = (props: Record<string, unknown>) => (typeof props.className === 'string' ? props.className.split(/\s+/).filter(Boolean) : []);
  for (const { type, props } of elementsOf(children)) {
    if (type === 'title') title = textOf(props.children as ReactNode);
    else if (type === 'html') {
      htmlClass.push(...classesOf(props));
      Object.assign(htmlAttributes, elementAttributes(props));
    } else if (type === 'body') {
      bodyClass.push(...classesOf(props));
      Object.assign(bodyAttributes, elementAttributes(props));
    } else if (type === 'meta' && props.name === 'description' && typeof props.content === 'string') description = props.content;
    // Every page is UTF-8 and says so first; a second charset would be invalid.
    else if (type === 'meta' && props.charSet !== undefined) continue;
    else if (typeof type === 'string' && HEAD_TAGS.has(type)) tags.push(headTag(type, props));
  }
  return {
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    tags,
    htmlClass,
    bodyClass,
    htmlAttributes,
    bodyAttributes,
  };
}
