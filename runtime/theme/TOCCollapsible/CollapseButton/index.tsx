// `@theme/TOCCollapsible/CollapseButton`.
import type { ComponentProps } from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';

export default function TOCCollapsibleCollapseButton({ collapsed, ...props }: ComponentProps<'button'> & { collapsed: boolean }) {
  return (
    <button
      type="button"
      {...props}
      className={clsx('clean-btn', 'tocCollapsibleButton_htYj', !collapsed && 'tocCollapsibleButtonExpanded_pAh7', props.className)}
    >
      <Translate id="theme.TOCCollapsible.toggleButtonLabel">On this page</Translate>
    </button>
  );
}
