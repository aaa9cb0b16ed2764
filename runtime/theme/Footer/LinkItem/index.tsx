// `@theme/Footer/LinkItem`: a footer link, with an arrow when it opens another site.
import clsx from 'clsx';
import Link, { useLinkHref } from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { FooterLink } from '../../../shared/site-data.js';

export default function FooterLinkItem({ item }: { item: FooterLink & { prependBaseUrlToHref?: boolean } }) {
  const { to, href, label, prependBaseUrlToHref, className, html: _html, ...rest } = item;
  const linkHref = useLinkHref();
  return (
    <Link className={clsx('footer__link-item', className)} {...(href ? { href: prependBaseUrlToHref ? linkHref(href) : href } : { to })} {...rest}>
      {label}
      {href && !isInternalUrl(href) ? <IconExternalLink /> : null}
    </Link>
  );
}
