// `@theme/MDXPage`: a Markdown or MDX page of the pages plugin (src/pages/*.md), with its table of
// contents beside it.
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames, type TOCItem } from '@docusaurus/theme-common';
import ContentVisibility from '@theme/ContentVisibility';
import EditMetaRow from '@theme/EditMetaRow';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import { htmlContentProps } from '../MarkdownContent.js';
import type { ComponentType } from 'react';

export type MDXPageContent = ComponentType & {
  readonly metadata: {
    readonly title: string;
    readonly description: string;
    readonly editUrl?: string;
    readonly lastUpdatedAt?: number;
    readonly lastUpdatedBy?: string;
    readonly unlisted: boolean;
    readonly frontMatter: Readonly<Record<string, unknown>> & {
      readonly keywords?: readonly string[];
      readonly image?: string;
      readonly wrapperClassName?: string;
      readonly hide_table_of_contents?: boolean;
      readonly toc_min_heading_level?: number;
      readonly toc_max_heading_level?: number;
    };
    readonly docgen?: { readonly contentLang?: string };
  };
  readonly toc: readonly TOCItem[];
  readonly assets: { readonly image?: string };
  readonly docgenHtml?: string;
};

export default function MDXPage({ content: MDXPageContent }: { content: MDXPageContent }) {
  const { metadata, assets, toc, docgenHtml } = MDXPageContent;
  const { title, description, editUrl, frontMatter, lastUpdatedBy, lastUpdatedAt } = metadata;
  const hideTableOfContents = frontMatter.hide_table_of_contents === true;
  const canDisplayEditMetaRow = Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
  // Search indexes the content only; it is in the language it is written in.
  const articleProps = { lang: metadata.docgen?.contentLang, 'data-pagefind-body': '' };
  return (
    <HtmlClassNameProvider className={clsx(frontMatter.wrapperClassName ?? ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageMetadata title={title} description={description} keywords={frontMatter.keywords} image={assets.image ?? frontMatter.image} />
        <main className="container container--fluid margin-vert--lg">
          <div className={clsx('row', 'mdxPageWrapper_SLvB')}>
            <div className={clsx('col', !hideTableOfContents && 'col--8')}>
              <ContentVisibility metadata={metadata} />
              {docgenHtml !== undefined ? (
                <article {...articleProps} {...htmlContentProps({ html: docgenHtml })} />
              ) : (
                <article {...articleProps}>
                  <MDXContent>
                    <MDXPageContent />
                  </MDXContent>
                </article>
              )}
              {canDisplayEditMetaRow ? (
                <EditMetaRow
                  className={clsx('margin-top--sm', ThemeClassNames.pages.pageFooterEditMetaRow)}
                  editUrl={editUrl}
                  lastUpdatedAt={lastUpdatedAt}
                  lastUpdatedBy={lastUpdatedBy}
                />
              ) : null}
            </div>
            {!hideTableOfContents && toc.length > 0 ? (
              <div className="col col--2">
                <TOC toc={toc} minHeadingLevel={frontMatter.toc_min_heading_level} maxHeadingLevel={frontMatter.toc_max_heading_level} />
              </div>
            ) : null}
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
