// @theme/TabItem: one panel of a Tabs block. Tabs reads its props to build the tab list.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: Record<string, unknown>;
  className?: string;
  hidden?: boolean;
  /** Set by Tabs to tie the panel to its tab. */
  id?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

export default function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className={['tabs__panel', className ?? ''].filter(Boolean).join(' ')} hidden={hidden}>
      {children}
    </div>
  );
}
