// A post's header, on its page and in lists: title, date and reading time, authors.
import type { BlogAuthorData, BlogPostSummary } from '../../shared/types.js';
import { useStrings } from '../context.js';
import Link from '../Link.js';

/** An author: photo, name and title, each leading to their page (or site) where they have one.
 * `heading` makes the name a heading, as the authors index and an author's page show it. */
export function BlogAuthor({ author, heading }: { author: BlogAuthorData; heading?: 'h1' | 'h2' }) {
  const link = author.page ?? author.url;
  const name = author.name ? <span itemProp="name">{author.name}</span> : null;
  const Name = heading ?? 'div';
  return (
    <div className="avatar margin-bottom--sm" itemProp="author" itemScope itemType="https://schema.org/Person">
      {author.imageURL ? (
        link ? (
          <Link className="avatar__photo-link" href={link}>
            <img className="avatar__photo" src={author.imageURL} alt={author.name ?? ''} itemProp="image" />
          </Link>
        ) : (
          <img className="avatar__photo" src={author.imageURL} alt={author.name ?? ''} itemProp="image" />
        )
      ) : null}
      <div className="avatar__intro">
        {name ? (
          <Name className="avatar__name">
            {link ? (
              <Link href={link} itemProp="url">
                {name}
              </Link>
            ) : (
              name
            )}
          </Name>
        ) : null}
        {author.count !== undefined && heading === 'h2' ? <span className="avatar__count">{author.count}</span> : null}
        {author.title ? (
          <small className="avatar__subtitle" itemProp="description">
            {author.title}
          </small>
        ) : null}
      </div>
    </div>
  );
}

export function BlogAuthors({ authors }: { authors: readonly BlogAuthorData[] }) {
  if (authors.length === 0) return null;
  const column = authors.length > 1 ? 'col col--6' : 'col col--12';
  return (
    <div className="blog-post__authors row margin-top--md margin-bottom--sm">
      {authors.map((author, index) => (
        <div key={index} className={column}>
          <BlogAuthor author={author} />
        </div>
      ))}
    </div>
  );
}

/** "August 26, 2021 · 3 min read". */
export function BlogPostMeta({ post }: { post: Pick<BlogPostSummary, 'date' | 'formattedDate' | 'readingTime'> }) {
  const t = useStrings();
  return (
    <div className="blog-post__meta margin-vert--md">
      <time dateTime={post.date} itemProp="datePublished">
        {post.formattedDate}
      </time>
      {post.readingTime !== undefined ? (
        <>
          {' · '}
          {post.readingTime === 1 ? t('blogReadingTimeOne') : t('blogReadingTime', { minutes: String(post.readingTime) })}
        </>
      ) : null}
    </div>
  );
}

export default function BlogPostHeader({ post, asLink }: { post: BlogPostSummary; asLink: boolean }) {
  return (
    <header>
      {asLink ? (
        <h2 className="blog-post__title" itemProp="headline">
          <Link href={post.permalink} itemProp="url">
            {post.title}
          </Link>
        </h2>
      ) : (
        <h1 className="blog-post__title" itemProp="headline">
          {post.title}
        </h1>
      )}
      <BlogPostMeta post={post} />
      <BlogAuthors authors={post.authors} />
    </header>
  );
}
