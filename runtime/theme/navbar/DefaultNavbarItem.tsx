import type { NavbarItem } from '../../shared/site-data.js';
import { useRoute, useTranslated } from '../context.js';
import Link from '../Link.js';
import { isItemActive } from './active.js';

export default function DefaultNavbarItem({ item, className = 'navbar__link' }: { item: NavbarItem; className?: string }) {
  const { path, locale } = useRoute();
  const tr = useTranslated();
  const to = item.localeTo?.[locale.code] ?? item.to;
  const active = !item.href && isItemActive({ item, path, locale: locale.code });
  const classes = [className, active ? `${className}--active` : '', item.className ?? ''].filter(Boolean).join(' ');
  return (
    <Link to={to} href={item.href} className={classes} aria-current={active ? 'page' : undefined}>
      {item.label === undefined ? null : tr(`navbar.item.label.${item.label}`, item.label)}
    </Link>
  );
}
