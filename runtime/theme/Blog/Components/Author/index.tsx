// `@theme/Blog/Components/Author`: an author's picture, name, title and social links, each
// leading to their page on the blog (else their site, else their email). `as` makes the name a
// heading, as the authors index (h2) and an author's page (h1) show it; `count` shows their posts.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { BlogAuthor } from '@docusaurus/plugin-content-blog/client';
import AuthorSocials from '@theme/Blog/Components/Author/Socials';
import Heading from '@theme/Heading';

export interface Props {
  readonly as?: 'h1' | 'h2';
  readonly author: BlogAuthor;
  readonly className?: string;
  readonly count?: number;
}

const AS_CLASS = { h1: 'author-as-h1_Dehj', h2: 'author-as-h2_m6Is' } as const;

function MaybeLink({ href, className, children }: { href?: string; className?: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Link href={href} {...(className ? { className } : {})}>
      {children}
    </Link>
  );
}

function AuthorName({ name, as }: { name: string; as?: Props['as'] }) {
  if (!as) {
    return (
      <span className="authorName_kx8Q" translate="no">
        {name}
      </span>
    );
  }
  return (
    <Heading as={as} className="authorName_kx8Q" translate="no">
      {name}
    </Heading>
  );
}

export default function BlogAuthor({ as, author, className, count }: Props) {
  const { name, title, url, imageURL, email, page } = author;
  const link = page?.permalink || url || (email ? `mailto:${email}` : undefined);
  return (
    <div className={['avatar margin-bottom--sm', className, as ? AS_CLASS[as] : undefined].filter(Boolean).join(' ')}>
      {imageURL ? (
        <MaybeLink {...(link ? { href: link } : {})} className="avatar__photo-link">
          <img className="avatar__photo authorImage_dtYh" src={imageURL} alt={name} />
        </MaybeLink>
      ) : null}
      {name || title ? (
        <div className="avatar__intro authorDetails_C1Gu">
          <div className="avatar__name">
            {name ? (
              <MaybeLink {...(link ? { href: link } : {})}>
                <AuthorName name={name} {...(as ? { as } : {})} />
              </MaybeLink>
            ) : null}
            {count !== undefined ? <span className="authorBlogPostCount_AMPm">{count}</span> : null}
          </div>
          {title ? (
            <small className="authorTitle_jHJi" title={title}>
              {title}
            </small>
          ) : null}
          {/* Always there, socials or not: it keeps the details aligned. */}
          <AuthorSocials author={author} />
        </div>
      ) : null}
    </div>
  );
}
