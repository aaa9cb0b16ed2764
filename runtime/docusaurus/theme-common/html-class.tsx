// Classes of the page's <html> element (`docs-wrapper`, `plugin-docs`, `docs-doc-page`, ...), which
// sites' CSS selects. On the server they are collected for the HTML document; in the browser they
// are on <html> while the component is mounted.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { HeadContext } from '../../theme/context.js';
import useRouteContext from '../useRouteContext.js';
import { cx } from './utils.js';

const HtmlClass = createContext<string>('');

/**
 * Puts `names` on <html> right after the classes of the providers around (`outer`), where they
 * stand in the server's HTML and in Docusaurus's, outermost first: effects run innermost first, so
 * an inner provider's come first while the outer ones are not there yet.
 */
function placeClasses(names: readonly string[], outer: readonly string[]): void {
  const html = document.documentElement;
  const others = html.className.split(/\s+/).filter((name) => name && !names.includes(name));
  const after = others.reduce((last, name, index) => (outer.includes(name) ? index + 1 : last), 0);
  html.className = [...others.slice(0, after), ...names, ...others.slice(after)].join(' ');
}

/** Gives <html> these classes, besides those of the providers around it. */
export function HtmlClassNameProvider({ className, children }: { className?: string; children: ReactNode }) {
  const outer = useContext(HtmlClass);
  const own = (className ?? '').trim();
  const collector = useContext(HeadContext);
  if (collector && own) collector.htmlClass = [...(collector.htmlClass ?? []), ...own.split(/\s+/)];
  useEffect(() => {
    if (!own) return undefined;
    const names = own.split(/\s+/);
    placeClasses(names, outer.split(/\s+/));
    return () => document.documentElement.classList.remove(...names);
  }, [own, outer]);
  return <HtmlClass.Provider value={cx(outer, own)}>{children}</HtmlClass.Provider>;
}

/** The classes Docusaurus gives every page of a plugin: `plugin-<name>` and `plugin-id-<id>`. */
export function PluginHtmlClassNameProvider({ children }: { children: ReactNode }) {
  const { plugin } = useRouteContext();
  return (
    <HtmlClassNameProvider className={cx(`plugin-${plugin.name.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')}`, `plugin-id-${plugin.id}`)}>
      {children}
    </HtmlClassNameProvider>
  );
}
