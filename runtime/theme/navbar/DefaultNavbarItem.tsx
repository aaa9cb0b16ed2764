import type { LinkNavbarItem } from '../../shared/site-data.js';
import { useRoute, useTranslated } from '../context.js';
import { savePreferredVersion, useItemTarget } from '../docs-preferred-version.js';
import Link from '../Link.js';
import { isItemActive } from './active.js';

export default function DefaultNavbarItem({ item, className = 'navbar__link' }: { item: LinkNavbarItem; className?: string }) {
  const { path, locale } = useRoute();
  const tr = useTranslated();
  const to = useItemTarget(item);
  const active = !item.href && isItemActive({ item, path, locale: locale.code });
  const classes = [className, active ? `${className}--active` : '', item.className ?? ''].filter(Boolean).join(' ');
  // A version dropdown entry makes its version the preferred one of its docs plugin.
  const { pluginId, version } = item;
  const onClick = pluginId && version ? () => savePreferredVersion({ pluginId, version }) : undefined;
  return (
    <Link to={to} href={item.href} className={classes} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {item.label === undefined ? null : tr(`navbar.item.label.${item.label}`, item.label)}
    </Link>
  );
}
