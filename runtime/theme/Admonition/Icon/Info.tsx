// `@theme/Admonition/Icon/Info`.
import type { ComponentProps } from 'react';
import { ADMONITION_ICONS } from '../../../shared/admonitions.js';

export default function AdmonitionIconInfo(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={ADMONITION_ICONS.info.viewBox} {...props}>
      <path fillRule="evenodd" d={ADMONITION_ICONS.info.d} />
    </svg>
  );
}
