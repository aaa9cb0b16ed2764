// `@theme/MDXComponents/Li`: a list item; one that is a link target (a footnote) stops clear of the navbar.
import type { ComponentProps } from 'react';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export default function MDXLi(props: ComponentProps<'li'>) {
  useBrokenLinks().collectAnchor(props.id);
  const anchorTargetClassName = useAnchorTargetClassName(props.id);
  return <li className={[anchorTargetClassName, props.className].filter(Boolean).join(' ')} {...props} />;
}
