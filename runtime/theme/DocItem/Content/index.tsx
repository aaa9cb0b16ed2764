// `@theme/DocItem/Content`: the doc's Markdown, under the title the theme adds when the content
// has no heading of its own (and front matter does not hide it).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import { htmlContentProps, htmlOf } from '../../MarkdownContent.js';

function useSyntheticTitle(): string | null {
  const { metadata, frontMatter, contentTitle } = useDoc();
  return !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
}

export default function DocItemContent({ children }: { children: ReactNode }) {
  const syntheticTitle = useSyntheticTitle();
  const { metadata } = useDoc();
  // Search indexes the content and its title only; it is in the language it is written in.
  const attributes = { lang: metadata.docgen?.contentLang, 'data-pagefind-body': '' };
  const html = htmlOf(children);
  if (html !== undefined)
    return <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} {...attributes} {...htmlContentProps({ html, title: syntheticTitle })} />;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} {...attributes}>
      {syntheticTitle ? (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      ) : null}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
