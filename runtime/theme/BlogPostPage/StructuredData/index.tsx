// `@theme/BlogPostPage/StructuredData`: the post's schema.org BlogPosting, as JSON-LD in <head>.
import Head from '@docusaurus/Head';
import { useBlogPostStructuredData } from '@docusaurus/plugin-content-blog/client';

export default function BlogPostStructuredData() {
  const data = useBlogPostStructuredData();
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
