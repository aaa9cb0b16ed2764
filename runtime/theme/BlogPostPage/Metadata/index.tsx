// `@theme/BlogPostPage/Metadata`: the post's title and description in <head>, and its Open Graph
// article tags (published time, authors' sites, tags).
import { PageMetadata } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

export default function BlogPostPageMetadata() {
  const { metadata } = useBlogPost();
  const { title, description, date, tags, authors, frontMatter } = metadata;
  const authorUrls = authors.map((author) => author.url).filter(Boolean);
  // Keywords and the social image are written by the page's document already.
  return (
    <PageMetadata title={frontMatter.title_meta ?? title} description={description}>
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={date} />
      {authorUrls.length > 0 ? <meta property="article:author" content={authorUrls.join(',')} /> : null}
      {tags.length > 0 ? <meta property="article:tag" content={tags.map((tag) => tag.label).join(',')} /> : null}
    </PageMetadata>
  );
}
