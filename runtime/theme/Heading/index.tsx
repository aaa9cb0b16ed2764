// `@theme/Heading`: a heading with its id, the class that keeps it clear of the navbar when linked
// to, and a hash link that shows on hover ("Direct link to ..."). An h1, or a heading without an
// id, is the bare element. Markdown headings built into HTML get the same markup
// (cli/content/plugins/rehype-heading-links.ts).
import type { ComponentProps } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { HASH_LINK_TEXT } from '../../shared/anchors.js';

type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type Props = ComponentProps<HeadingType> & { readonly as: HeadingType };

export default function Heading({ as: As, id, ...props }: Props) {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  if (As === 'h1' || !id) return <As {...props} id={undefined} />;
  brokenLinks.collectAnchor(id);
  const title = translate(
    { id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' },
    { heading: typeof props.children === 'string' ? props.children : id },
  );
  return (
    <As {...props} className={['anchor', anchorTargetClassName, props.className].filter(Boolean).join(' ')} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={title} title={title} translate="no">
        {HASH_LINK_TEXT}
      </Link>
    </As>
  );
}
