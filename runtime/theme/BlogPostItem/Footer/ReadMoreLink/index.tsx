// `@theme/BlogPostItem/Footer/ReadMoreLink`: "Read more", to the whole post, named after it for
// assistive technology.
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';

export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, to }: { blogPostTitle: string; to: string }) {
  return (
    <Link aria-label={translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title: blogPostTitle })} href={to}>
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
    </Link>
  );
}
