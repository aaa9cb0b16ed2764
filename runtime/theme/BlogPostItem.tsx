// One post as lists and its own page show it (Docusaurus's @theme/BlogPostItem, which sites
// swizzle to wrap, e.g. to add comments): header, the content it is given, and tags with "Read
// more" in lists or the edit link on the post's page. The post comes from BlogPostContext.
import type { ReactNode } from 'react';
import { useStrings } from './context.js';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import Link from './Link.js';
import { useBlogPostValue } from './blog/blog-post-context.js';
import BlogPostHeader from './blog/BlogPostHeader.js';
import BlogTags from './blog/BlogTags.js';

export default function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  const t = useStrings();
  const { post, isBlogPostPage, editUrl, lastUpdate } = useBlogPostValue();
  const readMore = !isBlogPostPage && post.truncated;
  const edit = isBlogPostPage ? editUrl : undefined;
  const updated = isBlogPostPage ? lastUpdate : undefined;
  return (
    <article
      className={['blog-post', isBlogPostPage ? '' : 'margin-bottom--xl', className ?? ''].filter(Boolean).join(' ')}
      itemProp="blogPost"
      itemScope
      itemType="https://schema.org/BlogPosting"
    >
      <BlogPostHeader post={post} asLink={!isBlogPostPage} />
      {children}
      {post.tags.length > 0 || readMore || edit || updated ? (
        <footer className="blog-post__footer row margin-top--lg">
          <div className="col">
            <BlogTags tags={post.tags} />
          </div>
          {readMore ? (
            <div className="col text--right">
              <Link href={post.permalink} aria-label={t('blogReadMoreAbout', { title: post.title })}>
                <b>{t('blogReadMore')}</b>
              </Link>
            </div>
          ) : null}
          {edit || updated ? (
            <div className="col margin-top--sm">
              {edit ? <EditThisPage editUrl={edit} /> : null}
              {updated ? <LastUpdated lastUpdatedAt={updated.date ? Date.parse(updated.date) : undefined} lastUpdatedBy={updated.author} /> : null}
            </div>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
