// `@docusaurus/Link`: a link inside or outside the site. An internal `to` gets the page's locale
// base URL (unless it already has it) and the site's trailing-slash rule; an external target opens
// in a new tab. Internal links stay plain anchors: the browser router intercepts clicks on them
// (and on links inside Markdown HTML), so navigation needs no handler per link. A nav link is
// active, as with react-router's NavLink, when the current path is its target or below it.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import { useHref, useRoute } from '../theme/context.js';
import { hasProtocol } from './isInternalUrl.js';
import { useLocation, type RouterLocation } from './use-location.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly to?: string;
  readonly children?: ReactNode;
  readonly isNavLink?: boolean;
  readonly activeClassName?: string;
  readonly isActive?: (match: unknown, location: RouterLocation) => boolean;
  readonly autoAddBaseUrl?: boolean;
  readonly 'data-noBrokenLinkCheck'?: boolean;
}

/** The href of a link target as Docusaurus's Link makes it. */
export function useLinkHref(): (target: string | undefined, options?: { autoAddBaseUrl?: boolean }) => string | undefined {
  const { site, locale } = useRoute();
  const hrefFor = useHref();
  const localeBase = `${site.baseUrl}${locale.prefix.replace(/^\//, '')}`.replace(/\/?$/, '/');
  return (target, { autoAddBaseUrl = true } = {}) => {
    if (target === undefined) return undefined;
    const unprefixed = target.replace(/^pathname:\/\//, '');
    if (unprefixed !== target || hasProtocol(unprefixed) || !unprefixed.startsWith('/') || !autoAddBaseUrl) return unprefixed;
    const hashAt = unprefixed.search(/[?#]/);
    const path = hashAt === -1 ? unprefixed : unprefixed.slice(0, hashAt);
    const suffix = hashAt === -1 ? '' : unprefixed.slice(hashAt);
    // A path that already holds the locale's base URL (useBaseUrl's result) keeps it.
    const routePath = path.startsWith(localeBase) || `${path}/` === localeBase ? `/${path.slice(localeBase.length)}` : path;
    return hrefFor(routePath.replace(/\/+$/, '') || '/') + suffix;
  };
}

const withinPath = (pathname: string, target: string) => {
  const base = target.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
};

export default function Link(props: LinkProps) {
  const { to, href, isNavLink, activeClassName = 'active', isActive, autoAddBaseUrl = true, className, children } = props;
  const linkHref = useLinkHref();
  const location = useLocation();
  const given = to ?? href;
  const target = linkHref(given, { autoAddBaseUrl });
  // `pathname://` marks a path the router must not take over: a plain link, like an external one.
  const external = given !== undefined && hasProtocol(given);
  const active = isNavLink && target !== undefined && !external && (isActive ? isActive(null, location) : withinPath(location.pathname, target));
  const classes = clsx(className, active && activeClassName) || undefined;
  // The caller's attributes in the caller's order, as Docusaurus's Link passes them on: the
  // HTML attributes come out in that order.
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'className') attributes.className = classes;
    else if (!OWN_PROPS.has(key)) attributes[key] = value;
  }
  if (external || target === undefined || !target.startsWith('/'))
    return (
      <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...attributes}>
        {children}
      </a>
    );
  // A nav link is react-router's NavLink, which writes aria-current first.
  return (
    <a {...(active ? { 'aria-current': 'page' as const } : {})} {...attributes} className={classes} href={target}>
      {children}
    </a>
  );
}

const OWN_PROPS = new Set(['to', 'href', 'isNavLink', 'activeClassName', 'isActive', 'autoAddBaseUrl', 'data-noBrokenLinkCheck', 'children']);
