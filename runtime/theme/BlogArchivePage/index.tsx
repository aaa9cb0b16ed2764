// `@theme/BlogArchivePage`: every post by year (newest year first, each year's posts oldest
// first), under a banner; no sidebar.
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata, useDateTimeFormat } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

export interface ArchiveBlogPost {
  readonly metadata: { readonly permalink: string; readonly title: string; readonly date: string };
}

interface Year {
  readonly year: string;
  readonly posts: readonly ArchiveBlogPost[];
}

function YearPosts({ year, posts }: Year) {
  const format = useDateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <>
      <Heading as="h3" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map(({ metadata }) => (
          <li key={metadata.date}>
            <Link href={metadata.permalink}>
              {format.format(new Date(metadata.date))} - {metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The posts (newest first) by year, in the order the years come, each year's posts reversed. */
function byYear(posts: readonly ArchiveBlogPost[]): Year[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0] as string;
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years].map(([year, yearPosts]) => ({ year, posts: yearPosts }));
}

export default function BlogArchive({ archive }: { archive: { readonly blogPosts: readonly ArchiveBlogPost[] } }) {
  const title = translate({ id: 'theme.blog.archive.title', message: 'Archive' });
  const description = translate({ id: 'theme.blog.archive.description', message: 'Archive' });
  const years = byYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 ? (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <div key={year.year} className="col col--4 margin-vert--lg">
                      <YearPosts {...year} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          ) : null}
        </main>
      </Layout>
    </>
  );
}
