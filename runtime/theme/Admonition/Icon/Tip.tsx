// `@theme/Admonition/Icon/Tip`.
import type { ComponentProps } from 'react';
import { TIP_ICON } from '../../../shared/admonition-icons/tip.js';

export default function AdmonitionIconTip(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={TIP_ICON.viewBox} {...props}>
      <path fillRule="evenodd" d={TIP_ICON.d} />
    </svg>
  );
}
