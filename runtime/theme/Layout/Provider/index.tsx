// `@theme/Layout/Provider`: the state every page's frame shares (colour mode, announcement bar,
// scrolling, preferred docs versions, the plugin's <html> classes, the navbar and its mobile
// sidebar), outermost first as in Docusaurus.
import type { ReactNode } from 'react';
import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';
import { composeProviders } from '@docusaurus/theme-common';
import {
  AnnouncementBarProvider,
  ColorModeProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
} from '@docusaurus/theme-common/internal';

const Provider = composeProviders([
  ColorModeProvider,
  AnnouncementBarProvider,
  ScrollControllerProvider,
  DocsPreferredVersionContextProvider,
  PluginHtmlClassNameProvider,
  NavbarProvider,
]);

export default function LayoutProvider({ children }: { children: ReactNode }) {
  return <Provider>{children}</Provider>;
}
