// `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: a docs plugin's versions. Its label and target
// are the version being read, else the reader's preferred one, else the latest; each entry leads
// to the doc being read in that version where it has it, else to the version's main doc, and keeps
// the reader's query string and hash, and choosing one makes it the preferred version. With one
// version it is a plain link.
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';
import { translate } from '@docusaurus/Translate';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { useRoute } from '../../context.js';
import { activeVersion, usePreferredVersion } from '../../docs-preferred-version.js';
import type { LinkNavbarItem } from '../../../shared/site-data.js';

export interface Props {
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
  readonly className?: string;
  readonly label?: string;
  readonly items: readonly LinkNavbarItem[];
  readonly dropdownActiveClassDisabled?: boolean;
  readonly onClick?: () => void;
}

export default function DocsVersionDropdownNavbarItem({ mobile, items, dropdownActiveClassDisabled, label: _label, ...props }: Props) {
  const { site, path, locale } = useRoute();
  const plugin = site.docsPlugins.find((candidate) => candidate.id === (items[0]?.pluginId ?? 'default'));
  const preferred = usePreferredVersion(plugin);
  const read = plugin ? activeVersion({ plugin, path }) : undefined;
  const displayed = items.find((item) => item.version === (read ?? preferred ?? plugin?.last)) ?? items[0];
  // The doc being read, in that version where it has it; else the version's main doc.
  const { alternateDocVersions } = useActiveDocContext(plugin?.id);
  const alternate = (item: { readonly version?: string } | undefined) => (item?.version === undefined ? undefined : alternateDocVersions[item.version]?.path);
  const targetOf = (item: LinkNavbarItem | undefined) => alternate(item) ?? item?.localeTo?.[locale.code] ?? item?.to;
  const entries = items.map(({ type: _type, position: _position, localeTo, ...item }) => ({
    ...item,
    ...(alternate(item) ? { to: alternate(item) } : localeTo ? { localeTo } : {}),
    isActive: () => item.version === read,
  }));
  const several = entries.length > 1;
  const dropdownLabel = mobile && several ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' }) : (displayed?.label ?? '');
  const dropdownTo = mobile && several ? undefined : targetOf(displayed);
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  if (!several) return <DefaultNavbarItem {...props} mobile={mobile} label={dropdownLabel} to={dropdownTo} {...(isActive ? { isActive } : {})} />;
  return <DropdownNavbarItem {...props} mobile={mobile} label={dropdownLabel} to={dropdownTo} items={entries} {...(isActive ? { isActive } : {})} />;
}
