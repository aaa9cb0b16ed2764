// `@theme/TabItem`: one panel of a Tabs block, hidden while another tab shows (left out entirely
// with `lazy`).
import type { ReactNode } from 'react';
import { useTabs, type TabItemProps } from '@docusaurus/theme-common/internal';

export type Props = TabItemProps;

export default function TabItem({ children, className, value }: Props): ReactNode {
  const { selectedValue, lazy } = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div role="tabpanel" className={['tabItem_OMyP', className].filter(Boolean).join(' ')} {...{ hidden: !isSelected }}>
      {children}
    </div>
  );
}
