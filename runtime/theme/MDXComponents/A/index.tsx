// `@theme/MDXComponents/A`: a Markdown link, through the site's Link; a link that is a target
// itself (a footnote reference) stops clear of the navbar.
import type { ComponentProps } from 'react';
import Link from '@docusaurus/Link';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';

export default function MDXA(props: ComponentProps<'a'>) {
  const anchorTargetClassName = useAnchorTargetClassName(props.id);
  return <Link {...props} className={[anchorTargetClassName, props.className].filter(Boolean).join(' ')} />;
}
