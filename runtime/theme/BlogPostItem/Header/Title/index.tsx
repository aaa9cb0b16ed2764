// `@theme/BlogPostItem/Header/Title`: the post's h1 on its page, a linked h2 in lists.
import Link from '@docusaurus/Link';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

export default function BlogPostItemHeaderTitle({ className }: { className?: string }) {
  const { metadata, isBlogPostPage } = useBlogPost();
  const Heading = isBlogPostPage ? 'h1' : 'h2';
  return (
    <Heading className={['title_cIQJ', className].filter(Boolean).join(' ')}>
      {isBlogPostPage ? metadata.title : <Link href={metadata.permalink}>{metadata.title}</Link>}
    </Heading>
  );
}
