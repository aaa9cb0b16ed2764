// `@docusaurus/renderRoutes`: Docusaurus renders nested routes with it. docgen renders each page as
// a whole: a layout route a plugin added is handed exactly the route of the page below it
// (plugins/route-modules.ts), whose component is rendered here; elsewhere, the nested routes'
// element is the children the page was given.
import { createElement, type ComponentType, type ReactNode } from 'react';

export default function renderRoutes(routes: unknown, extraProps?: { children?: ReactNode }): ReactNode {
  const route = Array.isArray(routes) ? (routes as { component?: unknown }[]).find((candidate) => typeof candidate?.component === 'function') : undefined;
  if (route) return createElement(route.component as ComponentType<Record<string, unknown>>, { ...extraProps });
  return extraProps?.children ?? null;
}
