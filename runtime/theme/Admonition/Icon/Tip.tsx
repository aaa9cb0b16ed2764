// `@theme/Admonition/Icon/Tip`.
import type { ComponentProps } from 'react';
import { ADMONITION_ICONS } from '../../../shared/admonitions.js';

export default function AdmonitionIconTip(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={ADMONITION_ICONS.tip.viewBox} {...props}>
      <path fillRule="evenodd" d={ADMONITION_ICONS.tip.d} />
    </svg>
  );
}
