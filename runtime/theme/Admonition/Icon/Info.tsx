// `@theme/Admonition/Icon/Info`.
import type { ComponentProps } from 'react';
import { INFO_ICON } from '../../../shared/admonition-icons/info.js';

export default function AdmonitionIconInfo(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={INFO_ICON.viewBox} {...props}>
      <path fillRule="evenodd" d={INFO_ICON.d} />
    </svg>
  );
}
