// `@theme/NavbarItem/DocsVersionNavbarItem`: a link to a version's main doc, resolved by the build.
import DefaultNavbarItem, { type Props } from '@theme/NavbarItem/DefaultNavbarItem';

export default function DocsVersionNavbarItem({ docsPluginId: _plugin, version: _version, ...props }: Props & { docsPluginId?: string; version?: string }) {
  return <DefaultNavbarItem {...props} />;
}
