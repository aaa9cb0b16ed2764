// `@theme/NavbarItem/DocNavbarItem`: a link to a doc, resolved by the build into its path in each
// locale (and version), active while the reader is in that docs plugin.
import DefaultNavbarItem, { type Props } from '@theme/NavbarItem/DefaultNavbarItem';

export default function DocNavbarItem({ docId: _doc, docsPluginId: _plugin, ...props }: Props & { docId?: string; docsPluginId?: string }) {
  return <DefaultNavbarItem {...props} />;
}
