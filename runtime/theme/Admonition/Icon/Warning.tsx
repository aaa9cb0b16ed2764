// `@theme/Admonition/Icon/Warning`.
import type { ComponentProps } from 'react';
import { WARNING_ICON } from '../../../shared/admonition-icons/warning.js';

export default function AdmonitionIconWarning(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={WARNING_ICON.viewBox} {...props}>
      <path fillRule="evenodd" d={WARNING_ICON.d} />
    </svg>
  );
}
