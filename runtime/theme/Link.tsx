// Internal and external links. Internal links are plain anchors: the browser router intercepts
// clicks on them (and on links inside Markdown HTML) so navigation needs no per-link handler.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref } from './context.js';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Route path inside the site, e.g. `/docs/intro` (locale and baseUrl are added). */
  to?: string;
  children?: ReactNode;
};

export default function Link({ to, href, children, ...rest }: LinkProps) {
  const hrefFor = useHref();
  // A link within the page (`#part`) stays one.
  if (to !== undefined && to.startsWith('#')) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  if (to !== undefined && !EXTERNAL.test(to)) {
    const [path = '', hash = ''] = to.split('#');
    return (
      <a href={hrefFor(path || '/') + (hash ? `#${hash}` : '')} {...rest}>
        {children}
      </a>
    );
  }
  const target = to ?? href;
  const external = target !== undefined && EXTERNAL.test(target) && !target.startsWith('mailto:');
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
