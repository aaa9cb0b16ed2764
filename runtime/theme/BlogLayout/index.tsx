// `@theme/BlogLayout`: every blog page but the archive: the recent posts sidebar, the main
// column and, on a post, its table of contents, inside the site's Layout.
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import BlogSidebar, { type BlogSidebarData } from '@theme/BlogSidebar';

export interface Props {
  readonly sidebar?: BlogSidebarData;
  readonly toc?: ReactNode;
  readonly title?: string;
  readonly description?: string;
  readonly wrapperClassName?: string;
  readonly children?: ReactNode;
}

export default function BlogLayout({ sidebar, toc, children, ...layoutProps }: Props) {
  const hasSidebar = Boolean(sidebar && sidebar.items.length > 0);
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main className={hasSidebar ? 'col col--7' : 'col col--9 col--offset-1'}>{children}</main>
          {toc ? <div className="col col--2">{toc}</div> : null}
        </div>
      </div>
    </Layout>
  );
}
