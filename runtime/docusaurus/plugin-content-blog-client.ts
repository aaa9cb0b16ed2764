// `@docusaurus/plugin-content-blog/client`: useBlogPost, in Docusaurus's shape, for a site's
// components inside a post (a swizzled BlogPostItem adding comments, say).
import { useBlogPostValue } from '../theme/blog/blog-post-context.js';

export function useBlogPost() {
  const { post, isBlogPostPage, editUrl, description } = useBlogPostValue();
  const metadata = {
    permalink: post.permalink,
    title: post.title,
    description: description ?? '',
    date: post.date,
    formattedDate: post.formattedDate,
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    authors: post.authors,
    tags: post.tags,
    hasTruncateMarker: Boolean(post.truncated),
    ...(editUrl ? { editUrl } : {}),
    frontMatter: {},
  };
  return { metadata, frontMatter: {}, assets: {}, toc: [], isBlogPostPage };
}
