// `@theme/SearchMetadata`: the page's locale, docs version and search tag as meta tags, for search
// crawlers (DocSearch's `docsearch:*` names and Docusaurus's own).
import Head from '@docusaurus/Head';

export interface Props {
  readonly locale?: string;
  readonly version?: string;
  readonly tag?: string;
}

export default function SearchMetadata({ locale, version, tag }: Props) {
  // The locale serves as the language: DocSearch filters on it as a plain string.
  const language = locale;
  return (
    <Head>
      {locale ? <meta name="docusaurus_locale" content={locale} /> : null}
      {version ? <meta name="docusaurus_version" content={version} /> : null}
      {tag ? <meta name="docusaurus_tag" content={tag} /> : null}
      {language ? <meta name="docsearch:language" content={language} /> : null}
      {version ? <meta name="docsearch:version" content={version} /> : null}
      {tag ? <meta name="docsearch:docusaurus_tag" content={tag} /> : null}
    </Head>
  );
}
