// `@theme/Admonition/Icon/Warning`.
import type { ComponentProps } from 'react';
import { ADMONITION_ICONS } from '../../../shared/admonitions.js';

export default function AdmonitionIconWarning(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={ADMONITION_ICONS.warning.viewBox} {...props}>
      <path fillRule="evenodd" d={ADMONITION_ICONS.warning.d} />
    </svg>
  );
}
