// `@theme/DocVersionRoot`: one docs version's pages: its class on <html>, its search metadata (the
// version and its search tag) and, for a version the site keeps out of search engines, noindex.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { DocsVersionProvider, getDocsVersionSearchTag, type DocsVersion } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';

export default function DocVersionRoot({ version, children }: { version: DocsVersion; children: ReactNode }) {
  return (
    <>
      <SearchMetadata version={version.version} tag={getDocsVersionSearchTag(version.pluginId, version.version)} />
      {version.noIndex ? (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      ) : null}
      <HtmlClassNameProvider className={version.className}>
        <DocsVersionProvider version={version}>{children}</DocsVersionProvider>
      </HtmlClassNameProvider>
    </>
  );
}
