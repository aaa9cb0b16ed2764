// Classes of the page's <html> element, as Docusaurus gives them (`plugin-pages`, `docs-doc-page`,
// ...), which sites' custom CSS selects. On the server they are collected for the HTML document;
// in the browser they are added while the page shows and removed when it goes.
import { useContext, useEffect } from 'react';
import { HeadContext } from './context.js';

/** The classes Docusaurus gives the pages plugin's pages (React and Markdown). */
export const PAGES_CLASS: readonly string[] = ['plugin-pages', 'plugin-id-default'];

export default function HtmlClass({ names }: { names: readonly string[] }) {
  const collector = useContext(HeadContext);
  // First: a Head's own classes, collected as its children render, come after the theme's.
  if (collector && names.length > 0) collector.htmlClass = [...names, ...(collector.htmlClass ?? [])];
  const key = names.join(' ');
  useEffect(() => {
    document.documentElement.classList.add(...names);
    return () => document.documentElement.classList.remove(...names);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content
  }, [key]);
  return null;
}
