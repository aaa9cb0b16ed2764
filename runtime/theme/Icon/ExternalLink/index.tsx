// `@theme/Icon/ExternalLink`: the arrow after a link that opens in a new tab. The shape is a symbol
// every page has once (html-document.ts); each icon refers to it.
import type { ComponentProps } from 'react';
import { translate } from '@docusaurus/Translate';

/** The id of the symbol in each page's hidden SVG. */
export const EXTERNAL_LINK_SYMBOL = 'theme-svg-external-link';

export default function IconExternalLink({ width = 13.5, height = 13.5, className, ...rest }: ComponentProps<'svg'>) {
  return (
    <svg
      width={width}
      height={height}
      aria-label={translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in new tab)' })}
      className={className ?? 'iconExternalLink_awgD'}
      {...rest}
    >
      <use href={`#${EXTERNAL_LINK_SYMBOL}`} />
    </svg>
  );
}
