// `@docusaurus/useRouteContext`: the plugin (name and instance id) whose route is shown, as the
// theme's HtmlClassNameProvider and sites' components read it.
import { createContext, useContext } from 'react';

export interface RouteContextValue {
  readonly plugin: { readonly name: string; readonly id: string };
  readonly data?: Readonly<Record<string, unknown>>;
}

const PAGES: RouteContextValue = { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };

export const PluginRouteContext = createContext<RouteContextValue>(PAGES);

export default function useRouteContext(): RouteContextValue {
  return useContext(PluginRouteContext);
}
