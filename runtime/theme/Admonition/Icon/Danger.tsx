// `@theme/Admonition/Icon/Danger`.
import type { ComponentProps } from 'react';
import { ADMONITION_ICONS } from '../../../shared/admonitions.js';

export default function AdmonitionIconDanger(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={ADMONITION_ICONS.danger.viewBox} {...props}>
      <path fillRule="evenodd" d={ADMONITION_ICONS.danger.d} />
    </svg>
  );
}
