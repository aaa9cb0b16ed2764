// `@theme/Icon/Edit`.
import type { ComponentProps } from 'react';
import clsx from 'clsx';

export default function IconEdit({ className, ...rest }: ComponentProps<'svg'>) {
  return (
    <svg fill="currentColor" height="20" width="20" viewBox="0 0 40 40" className={clsx('iconEdit_UohW', className)} aria-hidden="true" {...rest}>
      <g>
        <path d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
      </g>
    </svg>
  );
}
