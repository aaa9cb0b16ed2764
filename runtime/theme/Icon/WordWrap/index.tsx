// `@theme/Icon/WordWrap`: the code block's word wrap icon.
import type { ComponentProps } from 'react';
import { ICON_PATHS } from '../../../shared/code-block-icons.js';

export default function IconWordWrap(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path fill="currentColor" d={ICON_PATHS.wordWrap} />
    </svg>
  );
}
