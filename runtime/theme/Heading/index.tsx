// `@theme/Heading`: a heading of the given level; one with an id (but an h1) is an anchor with a
// link to itself, kept clear of the navbar when the page scrolls to it.
import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type Props = HTMLAttributes<HTMLHeadingElement> & { readonly as: Level; readonly children?: ReactNode };

export default function Heading({ as: As, id, ...props }: Props) {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // An h1 is in no table of contents: it needs no id.
  if (As === 'h1' || !id) return <As {...props} id={undefined} />;
  brokenLinks.collectAnchor(id);
  const anchorTitle = translate(
    { id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' },
    { heading: typeof props.children === 'string' ? props.children : id },
  );
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={anchorTitle} title={anchorTitle} translate="no">
        &#8203;
      </Link>
    </As>
  );
}
