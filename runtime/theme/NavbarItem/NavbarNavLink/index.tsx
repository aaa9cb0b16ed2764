// `@theme/NavbarItem/NavbarNavLink`: the link of a navbar item. Its target is the item's `to`
// (or, for links to docs, the doc in the page's locale and the version read or preferred), with
// an arrow when it opens another site; it is active under `activeBasePath`, when the page's path
// matches `activeBaseRegex`, or, like a nav link, on its target and below.
import type { ReactNode } from 'react';
import Link, { useLinkHref, type LinkProps } from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import IconExternalLink from '@theme/Icon/ExternalLink';
import { useRoute } from '../../context.js';
import { savePreferredVersion, useItemTarget } from '../../docs-preferred-version.js';
import type { NavbarTarget } from '../../../shared/site-data.js';

export interface Props extends Omit<LinkProps, 'children'>, Omit<NavbarTarget, 'to' | 'href'> {
  readonly label?: ReactNode;
  readonly html?: string;
  readonly isDropdownLink?: boolean;
  readonly prependBaseUrlToHref?: boolean;
  readonly children?: ReactNode;
}

export default function NavbarNavLink({
  activeBasePath,
  activeBaseRegex,
  to,
  href,
  label,
  html,
  isDropdownLink,
  prependBaseUrlToHref,
  localeTo,
  versionTo,
  pluginId,
  version,
  onClick,
  children,
  ...props
}: Props) {
  const { path } = useRoute();
  const linkHref = useLinkHref();
  const target = useItemTarget({
    ...(to === undefined ? {} : { to }),
    ...(localeTo ? { localeTo } : {}),
    ...(versionTo ? { versionTo } : {}),
    ...(pluginId ? { pluginId } : {}),
  });
  // A path without a leading slash is relative to the site's base URL, as useBaseUrl reads it.
  const fromBase = (path: string | undefined) => (path === undefined || /^([a-z][a-z\d+.-]*:|\/|#|\?)/i.test(path) ? path : `/${path}`);
  const isExternalLink = label !== undefined && href !== undefined && !isInternalUrl(href);
  const content = html
    ? { dangerouslySetInnerHTML: { __html: html } }
    : {
        children: (
          <>
            {children ?? label}
            {isExternalLink ? <IconExternalLink {...(isDropdownLink ? { width: 12, height: 12 } : {})} /> : null}
          </>
        ),
      };
  // A version dropdown's entry makes its version the preferred one of its docs plugin.
  const choose = pluginId && version ? () => savePreferredVersion({ pluginId, version }) : undefined;
  const handleClick: LinkProps['onClick'] =
    choose || onClick
      ? (event) => {
          choose?.();
          onClick?.(event);
        }
      : undefined;
  if (href) {
    return <Link href={prependBaseUrlToHref ? linkHref(href) : href} {...props} {...(handleClick ? { onClick: handleClick } : {})} {...content} />;
  }
  const activeBase = activeBasePath === undefined ? undefined : linkHref(fromBase(activeBasePath));
  const isActive =
    activeBaseRegex !== undefined || activeBase !== undefined
      ? (_match: unknown, location: { pathname: string }) =>
          activeBaseRegex !== undefined
            ? isRegexpStringMatch(activeBaseRegex, location.pathname) || isRegexpStringMatch(activeBaseRegex, path)
            : location.pathname.startsWith(activeBase as string)
      : undefined;
  return (
    <Link to={fromBase(target)} isNavLink {...(isActive ? { isActive } : {})} {...props} {...(handleClick ? { onClick: handleClick } : {})} {...content} />
  );
}
