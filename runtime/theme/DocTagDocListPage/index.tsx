// `@theme/DocTagDocListPage`: the docs of a version that carry one tag, by title.
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames, usePluralForm, type TagModule } from '@docusaurus/theme-common';
import Unlisted from '@theme/ContentVisibility/Unlisted';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';

export interface Props {
  readonly tag: TagModule & {
    readonly items: readonly { readonly id: string; readonly title: string; readonly description: string; readonly permalink: string }[];
  };
}

/** "2 docs tagged with "setup"", in the page's language. */
function usePageTitle({ tag }: Props): string {
  const { selectMessage } = usePluralForm();
  const nDocsTagged = selectMessage(
    tag.count,
    translate({ id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: 'One doc tagged|{count} docs tagged' }, { count: tag.count }),
  );
  return translate({ id: 'theme.docs.tagDocListPageTitle', message: '{nDocsTagged} with "{tagName}"' }, { nDocsTagged, tagName: tag.label });
}

function DocItem({ doc }: { doc: Props['tag']['items'][number] }) {
  return (
    <article className="margin-vert--lg">
      <Link to={doc.permalink}>
        <Heading as="h2">{doc.title}</Heading>
      </Link>
      {doc.description ? <p>{doc.description}</p> : null}
    </article>
  );
}

export default function DocTagDocListPage(props: Props) {
  const { tag } = props;
  const title = usePageTitle(props);
  return (
    <>
      <PageMetadata title={title} description={tag.description} />
      <SearchMetadata tag="doc_tag_doc_list" />
      <HtmlClassNameProvider className={ThemeClassNames.page.docsTagDocListPage}>
        <div className="container margin-vert--lg">
          <div className="row">
            <main className="col col--8 col--offset-2">
              {tag.unlisted ? <Unlisted /> : null}
              <header className="margin-bottom--xl">
                <Heading as="h1">{title}</Heading>
                {tag.description ? <p>{tag.description}</p> : null}
                <Link href={tag.allTagsPath}>
                  <Translate id="theme.tags.tagsPageLink">View all tags</Translate>
                </Link>
              </header>
              <section className="margin-vert--lg">
                {tag.items.map((doc) => (
                  <DocItem key={doc.id} doc={doc} />
                ))}
              </section>
            </main>
          </div>
        </div>
      </HtmlClassNameProvider>
    </>
  );
}
