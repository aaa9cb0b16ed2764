// `@theme/Admonition/Icon/Note`.
import type { ComponentProps } from 'react';
import { NOTE_ICON } from '../../../shared/admonition-icons/note.js';

export default function AdmonitionIconNote(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox={NOTE_ICON.viewBox} {...props}>
      <path fillRule="evenodd" d={NOTE_ICON.d} />
    </svg>
  );
}
