// `@theme/Admonition/Icon/Danger`.
import type { ComponentProps } from 'react';
import { DANGER_ICON } from '../../../shared/admonition-icons/danger.js';

export default function AdmonitionIconDanger(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={DANGER_ICON.viewBox} {...props}>
      <path fillRule="evenodd" d={DANGER_ICON.d} />
    </svg>
  );
}
