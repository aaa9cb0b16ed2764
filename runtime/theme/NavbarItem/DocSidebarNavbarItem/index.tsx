// `@theme/NavbarItem/DocSidebarNavbarItem`: a link to a sidebar's first doc, resolved by the build.
import DefaultNavbarItem, { type Props } from '@theme/NavbarItem/DefaultNavbarItem';

export default function DocSidebarNavbarItem({ sidebarId: _sidebar, docsPluginId: _plugin, ...props }: Props & { sidebarId?: string; docsPluginId?: string }) {
  return <DefaultNavbarItem {...props} />;
}
