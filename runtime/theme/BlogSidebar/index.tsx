// `@theme/BlogSidebar`: the recent posts, in a column beside the posts; on a narrow window, in
// the navbar's mobile menu instead (not rendered on the server, which renders the column).
import { useWindowSize } from '@docusaurus/theme-common';
import type { BlogSidebarItem } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';

export interface BlogSidebarData {
  readonly title: string;
  readonly items: readonly BlogSidebarItem[];
}

export default function BlogSidebar({ sidebar }: { sidebar?: BlogSidebarData }) {
  const windowSize = useWindowSize();
  if (!sidebar?.items.length) return null;
  return windowSize === 'mobile' ? <BlogSidebarMobile sidebar={sidebar} /> : <BlogSidebarDesktop sidebar={sidebar} />;
}
