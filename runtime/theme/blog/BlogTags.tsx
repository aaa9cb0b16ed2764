// "Tags:" and a post's tags, each linking to its page.
import type { BlogTagData } from '../../shared/types.js';
import { useStrings } from '../context.js';
import Link from '../Link.js';

export default function BlogTags({ tags }: { tags: readonly BlogTagData[] }) {
  const t = useStrings();
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <b>{t('blogTags')}</b>
      <ul className="blog-tags__list">
        {tags.map((tag) => (
          <li key={tag.permalink} className="blog-tags__item">
            <Link className="tag" href={tag.permalink} rel="tag">
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
