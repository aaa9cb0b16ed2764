// The frame of every blog page: the recent posts sidebar, the main column and, on posts, the TOC.
import type { ReactNode } from 'react';
import type { BlogPageData, TocItem } from '../../shared/types.js';
import { useHref, useRoute, useStrings } from '../context.js';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import Link from '../Link.js';

function BlogSidebar({ sidebar }: { sidebar: NonNullable<BlogPageData['sidebar']> }) {
  const t = useStrings();
  const { path } = useRoute();
  const current = useHref()(path);
  return (
    <aside className="blog-sidebar col col--3">
      <nav className="blog-sidebar__nav" aria-label={t('blogSidebarLabel')}>
        <div className="blog-sidebar__title">{sidebar.title}</div>
        <ul className="blog-sidebar__list">
          {sidebar.items.map((item) => (
            <li key={item.permalink} className="blog-sidebar__item">
              <Link
                href={item.permalink}
                className={`blog-sidebar__link${item.permalink === current ? ' blog-sidebar__link--active' : ''}`}
                {...(item.permalink === current ? { 'aria-current': 'page' as const } : {})}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

export default function BlogLayout({
  title,
  description,
  htmlClass,
  blog,
  toc,
  children,
}: {
  title: string;
  description: string;
  htmlClass: readonly string[];
  blog: BlogPageData;
  toc?: readonly TocItem[];
  children: ReactNode;
}) {
  const hasToc = toc !== undefined && toc.length > 0;
  return (
    <HtmlClassNameProvider className={['blog-wrapper', ...htmlClass].join(' ')}>
      <Layout title={title} description={description} wrapperClassName="blog-wrapper">
        <div className="container margin-vert--lg">
          <div className="row">
            {blog.sidebar && blog.sidebar.items.length > 0 ? <BlogSidebar sidebar={blog.sidebar} /> : null}
            <main className={`blog-main col ${blog.sidebar ? 'col--7' : 'col--9 col--offset-1'}`} itemScope itemType="https://schema.org/Blog">
              {children}
            </main>
            {hasToc ? (
              <div className="col col--2">
                <TOC toc={toc.map(({ id, text, level }) => ({ id, level, value: text.replace(/&/g, '&amp;').replace(/</g, '&lt;') }))} />
              </div>
            ) : null}
          </div>
        </div>
      </Layout>
    </HtmlClassNameProvider>
  );
}
