// `@theme/DocSidebar/Desktop`: the sidebar's column content: the logo where the navbar hides on
// scroll, the menu, and the collapse button where the sidebar is hideable.
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import CollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';
import Content from '@theme/DocSidebar/Desktop/Content';
import Logo from '@theme/Logo';
import type { Props } from '@theme/DocSidebar';

export default function DocSidebarDesktop({ path, sidebar, onCollapse, isHidden }: Props) {
  const { navbar, docs } = useThemeConfig();
  return (
    <div className={clsx('sidebar_vJCc', navbar.hideOnScroll && 'sidebarWithHideableNavbar_Fo4g', isHidden && 'sidebarHidden_vBKa')}>
      {navbar.hideOnScroll ? <Logo tabIndex={-1} className="sidebarLogo_nlll" /> : null}
      <Content path={path} sidebar={sidebar} />
      {docs.sidebar.hideable ? <CollapseButton onClick={onCollapse} /> : null}
    </div>
  );
}
