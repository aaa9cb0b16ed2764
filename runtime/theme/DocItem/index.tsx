// `@theme/DocItem`: one doc: its data for the theme (useDoc), its <html> class, metadata and layout.
import { DocProvider, type DocContent } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import DocItemLayout from '@theme/DocItem/Layout';
import DocItemMetadata from '@theme/DocItem/Metadata';

export default function DocItem({ content }: { content: DocContent }) {
  const MDXComponent = content;
  // A generated category index has no doc id of its own.
  const id = content.metadata.id;
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={id.startsWith('category:') ? undefined : `docs-doc-id-${id}`}>
        <DocItemMetadata />
        <DocItemLayout>
          <MDXComponent />
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
