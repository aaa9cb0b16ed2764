// `@theme/BlogListPaginator`: the links to the newer and older pages of a list of posts.
import Translate, { translate } from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';

export interface BlogPaginatedMetadata {
  readonly permalink: string;
  readonly page: number;
  readonly postsPerPage: number;
  readonly totalPages: number;
  readonly totalCount: number;
  /** The newer page's href. */
  readonly previousPage?: string;
  /** The older page's href. */
  readonly nextPage?: string;
  readonly blogTitle: string;
  readonly blogDescription: string;
}

export default function BlogListPaginator({ metadata }: { metadata: BlogPaginatedMetadata }) {
  const { previousPage, nextPage } = metadata;
  return (
    <nav className="pagination-nav" aria-label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}>
      {previousPage ? <PaginatorNavLink permalink={previousPage} title={<Translate id="theme.blog.paginator.newerEntries">Newer entries</Translate>} /> : null}
      {nextPage ? <PaginatorNavLink permalink={nextPage} title={<Translate id="theme.blog.paginator.olderEntries">Older entries</Translate>} isNext /> : null}
    </nav>
  );
}
