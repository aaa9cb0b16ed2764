// `@theme/Admonition/Icon/Note`.
import type { ComponentProps } from 'react';
import { ADMONITION_ICONS } from '../../../shared/admonitions.js';

export default function AdmonitionIconNote(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={ADMONITION_ICONS.note.viewBox} {...props}>
      <path fillRule="evenodd" d={ADMONITION_ICONS.note.d} />
    </svg>
  );
}
