// `@docusaurus/renderRoutes`: Docusaurus renders nested routes with it; docgen renders each page
// as a whole, so the nested routes' element is the children the page was given.
import type { ReactNode } from 'react';

export default function renderRoutes(routes: unknown, extraProps?: { children?: ReactNode }): ReactNode {
  void routes;
  return extraProps?.children ?? null;
}
