// `@theme/BlogPostPaginator`: under a post, the newer post (Docusaurus's prevItem) and the older
// one (nextItem).
import Translate, { translate } from '@docusaurus/Translate';
import type { BlogPostMetadata } from '@docusaurus/plugin-content-blog/client';
import PaginatorNavLink from '@theme/PaginatorNavLink';

export interface Props {
  readonly nextItem?: BlogPostMetadata['nextItem'];
  readonly prevItem?: BlogPostMetadata['prevItem'];
}

export default function BlogPostPaginator({ nextItem, prevItem }: Props) {
  return (
    <nav
      className="pagination-nav docusaurus-mt-lg"
      aria-label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}
    >
      {prevItem ? <PaginatorNavLink {...prevItem} subLabel={<Translate id="theme.blog.post.paginator.newerPost">Newer post</Translate>} /> : null}
      {nextItem ? <PaginatorNavLink {...nextItem} subLabel={<Translate id="theme.blog.post.paginator.olderPost">Older post</Translate>} isNext /> : null}
    </nav>
  );
}
