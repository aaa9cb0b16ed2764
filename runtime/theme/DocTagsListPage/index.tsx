// `@theme/DocTagsListPage`: every tag of a docs version, by letter.
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames, translateTagsPageTitle, type TagsListItem } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import TagsListByLetter from '@theme/TagsListByLetter';

export interface Props {
  readonly tags: readonly TagsListItem[];
}

export default function DocTagsListPage({ tags }: Props) {
  const title = translateTagsPageTitle();
  return (
    <>
      <PageMetadata title={title} />
      <SearchMetadata tag="doc_tags_list" />
      <HtmlClassNameProvider className={ThemeClassNames.page.docsTagsListPage}>
        <div className="container margin-vert--lg">
          <div className="row">
            <main className="col col--8 col--offset-2">
              <Heading as="h1">{title}</Heading>
              <TagsListByLetter tags={tags} />
            </main>
          </div>
        </div>
      </HtmlClassNameProvider>
    </>
  );
}
