// `@theme/BlogListPage/StructuredData`: the list page's schema.org Blog, as JSON-LD in <head>.
import Head from '@docusaurus/Head';
import { useBlogListPageStructuredData, type BlogListPageStructuredDataProps } from '@docusaurus/plugin-content-blog/client';

export default function BlogListPageStructuredData(props: BlogListPageStructuredDataProps) {
  const data = useBlogListPageStructuredData(props);
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
