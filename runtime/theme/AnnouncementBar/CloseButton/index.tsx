// `@theme/AnnouncementBar/CloseButton`.
import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import IconClose from '@theme/Icon/Close';

export default function AnnouncementBarCloseButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' })}
      {...props}
      className={clsx('clean-btn close', 'closeButton_rfix', props.className)}
    >
      <IconClose width={14} height={14} strokeWidth={3.1} />
    </button>
  );
}
