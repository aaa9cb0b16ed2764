// `@theme/DocCategoryGeneratedIndexPage`: a category's generated index: its title and description
// over its items as cards, between the docs before and after it.
import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
import { PageMetadata } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Heading from '@theme/Heading';
import type { PaginationLink } from '../../shared/types.js';

export interface Props {
  readonly categoryGeneratedIndex: {
    readonly title: string;
    readonly description?: string;
    readonly slug: string;
    readonly permalink: string;
    readonly sidebar?: string;
    readonly image?: string;
    readonly keywords?: readonly string[];
    readonly navigation: { readonly previous?: PaginationLink; readonly next?: PaginationLink };
  };
}

function DocCategoryGeneratedIndexPageMetadata({ categoryGeneratedIndex }: Props) {
  const image = useBaseUrl(categoryGeneratedIndex.image ?? '');
  return (
    <PageMetadata
      title={categoryGeneratedIndex.title}
      description={categoryGeneratedIndex.description}
      keywords={categoryGeneratedIndex.keywords}
      image={categoryGeneratedIndex.image ? image : undefined}
    />
  );
}

function DocCategoryGeneratedIndexPageContent({ categoryGeneratedIndex }: Props) {
  const category = useCurrentSidebarCategory();
  return (
    <div className="generatedIndexPage_ak01">
      <DocVersionBanner />
      <DocBreadcrumbs />
      <DocVersionBadge />
      <header>
        <Heading as="h1" className="title_AulG">
          {categoryGeneratedIndex.title}
        </Heading>
        {categoryGeneratedIndex.description ? <p>{categoryGeneratedIndex.description}</p> : null}
      </header>
      <article className="margin-top--lg">
        <DocCardList items={category.items} />
      </article>
      <footer className="margin-top--md">
        <DocPaginator previous={categoryGeneratedIndex.navigation.previous} next={categoryGeneratedIndex.navigation.next} />
      </footer>
    </div>
  );
}

export default function DocCategoryGeneratedIndexPage(props: Props) {
  return (
    <>
      <DocCategoryGeneratedIndexPageMetadata {...props} />
      <DocCategoryGeneratedIndexPageContent {...props} />
    </>
  );
}
