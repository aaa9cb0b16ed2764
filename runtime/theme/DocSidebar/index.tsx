// `@theme/DocSidebar`: the docs sidebar; at mobile width it moves into the navbar's mobile menu.
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { SidebarItem } from '../../shared/types.js';

export interface Props {
  readonly path: string;
  readonly sidebar: readonly SidebarItem[];
  readonly onCollapse: () => void;
  readonly isHidden: boolean;
}

export default function DocSidebar(props: Props) {
  const windowSize = useWindowSize();
  // The desktop sidebar shows before the page hydrates, so it is pre-rendered; the mobile one is not.
  return (
    <>
      {windowSize === 'desktop' || windowSize === 'ssr' ? <DocSidebarDesktop {...props} /> : null}
      {windowSize === 'mobile' ? <DocSidebarMobile {...props} /> : null}
    </>
  );
}
